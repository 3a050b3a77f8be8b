/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F2_TitleInputs */

const en_howitworks_f2_title = /** @type {(inputs: Howitworks_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Jobs`)
};

const ur_howitworks_f2_title = /** @type {(inputs: Howitworks_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جابز دیکھیں`)
};

/**
* | output |
* | --- |
* | "Browse Jobs" |
*
* @param {Howitworks_F2_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f2_title = /** @type {((inputs?: Howitworks_F2_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F2_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f2_title(inputs)
	return en_howitworks_f2_title(inputs)
});