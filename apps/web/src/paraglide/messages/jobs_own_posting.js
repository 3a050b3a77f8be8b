/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Own_PostingInputs */

const en_jobs_own_posting = /** @type {(inputs: Jobs_Own_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your job posting. You cannot apply to your own job.`)
};

const ur_jobs_own_posting = /** @type {(inputs: Jobs_Own_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ آپ کی پوسٹ کی ہوئی جاب ہے۔ آپ اپنی ہی جاب پر درخواست نہیں دے سکتے۔`)
};

/**
* | output |
* | --- |
* | "This is your job posting. You cannot apply to your own job." |
*
* @param {Jobs_Own_PostingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_own_posting = /** @type {((inputs?: Jobs_Own_PostingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Own_PostingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_own_posting(inputs)
	return en_jobs_own_posting(inputs)
});