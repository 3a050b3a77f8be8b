/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_SubmittingInputs */

const en_jobs_submitting = /** @type {(inputs: Jobs_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

const ur_jobs_submitting = /** @type {(inputs: Jobs_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بھیجا جا رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Jobs_SubmittingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_submitting = /** @type {((inputs?: Jobs_SubmittingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_SubmittingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_submitting(inputs)
	return en_jobs_submitting(inputs)
});