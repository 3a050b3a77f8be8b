/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Submit_Proposal_TitleInputs */

const en_jobs_submit_proposal_title = /** @type {(inputs: Jobs_Submit_Proposal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit a Proposal`)
};

const ur_jobs_submit_proposal_title = /** @type {(inputs: Jobs_Submit_Proposal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل بھیجیں`)
};

/**
* | output |
* | --- |
* | "Submit a Proposal" |
*
* @param {Jobs_Submit_Proposal_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_submit_proposal_title = /** @type {((inputs?: Jobs_Submit_Proposal_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Submit_Proposal_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_submit_proposal_title(inputs)
	return en_jobs_submit_proposal_title(inputs)
});