/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Cover_Letter_PlaceholderInputs */

const en_jobs_cover_letter_placeholder = /** @type {(inputs: Jobs_Cover_Letter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe your relevant experience and how you would approach this job...`)
};

const ur_jobs_cover_letter_placeholder = /** @type {(inputs: Jobs_Cover_Letter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا متعلقہ تجربہ بیان کریں اور بتائیں کہ آپ یہ کام کیسے کریں گے...`)
};

/**
* | output |
* | --- |
* | "Describe your relevant experience and how you would approach this job..." |
*
* @param {Jobs_Cover_Letter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_cover_letter_placeholder = /** @type {((inputs?: Jobs_Cover_Letter_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Cover_Letter_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_cover_letter_placeholder(inputs)
	return en_jobs_cover_letter_placeholder(inputs)
});