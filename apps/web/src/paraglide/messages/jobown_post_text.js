/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Post_TextInputs */

const en_jobown_post_text = /** @type {(inputs: Jobown_Post_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe your project and receive proposals from skilled freelancers.`)
};

const ur_jobown_post_text = /** @type {(inputs: Jobown_Post_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے پروجیکٹ کی تفصیل لکھیں اور ماہر فری لانسرز سے پروپوزلز حاصل کریں۔`)
};

/**
* | output |
* | --- |
* | "Describe your project and receive proposals from skilled freelancers." |
*
* @param {Jobown_Post_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_post_text = /** @type {((inputs?: Jobown_Post_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Post_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_post_text(inputs)
	return en_jobown_post_text(inputs)
});