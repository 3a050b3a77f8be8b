/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Cover_LetterInputs */

const en_jobs_cover_letter = /** @type {(inputs: Jobs_Cover_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover Letter`)
};

const ur_jobs_cover_letter = /** @type {(inputs: Jobs_Cover_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کور لیٹر`)
};

/**
* | output |
* | --- |
* | "Cover Letter" |
*
* @param {Jobs_Cover_LetterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_cover_letter = /** @type {((inputs?: Jobs_Cover_LetterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Cover_LetterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_cover_letter(inputs)
	return en_jobs_cover_letter(inputs)
});