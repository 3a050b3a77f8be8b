/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F5_TitleInputs */

const en_howitworks_f5_title = /** @type {(inputs: Howitworks_F5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Paid`)
};

const ur_howitworks_f5_title = /** @type {(inputs: Howitworks_F5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی حاصل کریں`)
};

/**
* | output |
* | --- |
* | "Get Paid" |
*
* @param {Howitworks_F5_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f5_title = /** @type {((inputs?: Howitworks_F5_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F5_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f5_title(inputs)
	return en_howitworks_f5_title(inputs)
});