/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs */

const en_err_give_either_a_proposal_or_a_freelancer_to_hire = /** @type {(inputs: Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give either a proposal or a freelancer to hire`)
};

const ur_err_give_either_a_proposal_or_a_freelancer_to_hire = /** @type {(inputs: Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہائر کرنے کے لیے پروپوزل یا فری لانسر میں سے ایک بتائیں`)
};

/**
* | output |
* | --- |
* | "Give either a proposal or a freelancer to hire" |
*
* @param {Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_give_either_a_proposal_or_a_freelancer_to_hire = /** @type {((inputs?: Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_give_either_a_proposal_or_a_freelancer_to_hire(inputs)
	return en_err_give_either_a_proposal_or_a_freelancer_to_hire(inputs)
});