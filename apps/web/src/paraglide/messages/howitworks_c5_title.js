/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C5_TitleInputs */

const en_howitworks_c5_title = /** @type {(inputs: Howitworks_C5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete and Review`)
};

const ur_howitworks_c5_title = /** @type {(inputs: Howitworks_C5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مکمل کریں اور ریویو دیں`)
};

/**
* | output |
* | --- |
* | "Complete and Review" |
*
* @param {Howitworks_C5_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c5_title = /** @type {((inputs?: Howitworks_C5_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C5_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c5_title(inputs)
	return en_howitworks_c5_title(inputs)
});