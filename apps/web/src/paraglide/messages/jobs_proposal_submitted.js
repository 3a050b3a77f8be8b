/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Proposal_SubmittedInputs */

const en_jobs_proposal_submitted = /** @type {(inputs: Jobs_Proposal_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your proposal has been submitted successfully!`)
};

const ur_jobs_proposal_submitted = /** @type {(inputs: Jobs_Proposal_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پروپوزل کامیابی سے بھیج دیا گیا!`)
};

/**
* | output |
* | --- |
* | "Your proposal has been submitted successfully!" |
*
* @param {Jobs_Proposal_SubmittedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposal_submitted = /** @type {((inputs?: Jobs_Proposal_SubmittedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Proposal_SubmittedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_proposal_submitted(inputs)
	return en_jobs_proposal_submitted(inputs)
});