/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Proposal_RejectedInputs */

const en_jobown_proposal_rejected = /** @type {(inputs: Jobown_Proposal_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposal rejected successfully`)
};

const ur_jobown_proposal_rejected = /** @type {(inputs: Jobown_Proposal_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل کامیابی سے مسترد ہو گیا`)
};

/**
* | output |
* | --- |
* | "Proposal rejected successfully" |
*
* @param {Jobown_Proposal_RejectedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_proposal_rejected = /** @type {((inputs?: Jobown_Proposal_RejectedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Proposal_RejectedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_proposal_rejected(inputs)
	return en_jobown_proposal_rejected(inputs)
});