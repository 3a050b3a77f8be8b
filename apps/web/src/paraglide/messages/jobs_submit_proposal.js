/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Submit_ProposalInputs */

const en_jobs_submit_proposal = /** @type {(inputs: Jobs_Submit_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Proposal`)
};

const ur_jobs_submit_proposal = /** @type {(inputs: Jobs_Submit_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل بھیجیں`)
};

/**
* | output |
* | --- |
* | "Submit Proposal" |
*
* @param {Jobs_Submit_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_submit_proposal = /** @type {((inputs?: Jobs_Submit_ProposalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Submit_ProposalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_submit_proposal(inputs)
	return en_jobs_submit_proposal(inputs)
});