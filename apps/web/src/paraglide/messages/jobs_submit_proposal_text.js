/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Submit_Proposal_TextInputs */

const en_jobs_submit_proposal_text = /** @type {(inputs: Jobs_Submit_Proposal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell the client why you are the right person for this job.`)
};

const ur_jobs_submit_proposal_text = /** @type {(inputs: Jobs_Submit_Proposal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ کو بتائیں کہ آپ اس جاب کے لیے موزوں کیوں ہیں۔`)
};

/**
* | output |
* | --- |
* | "Tell the client why you are the right person for this job." |
*
* @param {Jobs_Submit_Proposal_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_submit_proposal_text = /** @type {((inputs?: Jobs_Submit_Proposal_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Submit_Proposal_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_submit_proposal_text(inputs)
	return en_jobs_submit_proposal_text(inputs)
});