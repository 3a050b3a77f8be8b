/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Reopened_TextInputs */

const en_jobown_reopened_text = /** @type {(inputs: Jobown_Reopened_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job is open for proposals again.`)
};

const ur_jobown_reopened_text = /** @type {(inputs: Jobown_Reopened_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی جاب دوبارہ پروپوزلز کے لیے کھل گئی ہے۔`)
};

/**
* | output |
* | --- |
* | "Your job is open for proposals again." |
*
* @param {Jobown_Reopened_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reopened_text = /** @type {((inputs?: Jobown_Reopened_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Reopened_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_reopened_text(inputs)
	return en_jobown_reopened_text(inputs)
});