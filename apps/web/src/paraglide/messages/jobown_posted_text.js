/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Posted_TextInputs */

const en_jobown_posted_text = /** @type {(inputs: Jobown_Posted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job has been posted and is now live.`)
};

const ur_jobown_posted_text = /** @type {(inputs: Jobown_Posted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی جاب پوسٹ ہو گئی ہے اور اب سب کو نظر آ رہی ہے۔`)
};

/**
* | output |
* | --- |
* | "Your job has been posted and is now live." |
*
* @param {Jobown_Posted_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_posted_text = /** @type {((inputs?: Jobown_Posted_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Posted_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_posted_text(inputs)
	return en_jobown_posted_text(inputs)
});