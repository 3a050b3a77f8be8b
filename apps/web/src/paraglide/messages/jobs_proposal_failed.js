/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Proposal_FailedInputs */

const en_jobs_proposal_failed = /** @type {(inputs: Jobs_Proposal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit proposal. Please try again.`)
};

const ur_jobs_proposal_failed = /** @type {(inputs: Jobs_Proposal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Failed to submit proposal. Please try again." |
*
* @param {Jobs_Proposal_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposal_failed = /** @type {((inputs?: Jobs_Proposal_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Proposal_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_proposal_failed(inputs)
	return en_jobs_proposal_failed(inputs)
});