/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Proposal_AcceptedInputs */

const en_jobown_proposal_accepted = /** @type {(inputs: Jobown_Proposal_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposal accepted successfully`)
};

const ur_jobown_proposal_accepted = /** @type {(inputs: Jobown_Proposal_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل کامیابی سے منظور ہو گیا`)
};

/**
* | output |
* | --- |
* | "Proposal accepted successfully" |
*
* @param {Jobown_Proposal_AcceptedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_proposal_accepted = /** @type {((inputs?: Jobown_Proposal_AcceptedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Proposal_AcceptedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_proposal_accepted(inputs)
	return en_jobown_proposal_accepted(inputs)
});