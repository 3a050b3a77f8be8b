/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F2_TextInputs */

const en_howitworks_f2_text = /** @type {(inputs: Howitworks_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the job board by category, budget and keywords.`)
};

const ur_howitworks_f2_text = /** @type {(inputs: Howitworks_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیٹیگری، بجٹ اور کلیدی الفاظ کے ذریعے جاب بورڈ میں تلاش کریں۔`)
};

/**
* | output |
* | --- |
* | "Search the job board by category, budget and keywords." |
*
* @param {Howitworks_F2_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f2_text = /** @type {((inputs?: Howitworks_F2_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F2_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f2_text(inputs)
	return en_howitworks_f2_text(inputs)
});