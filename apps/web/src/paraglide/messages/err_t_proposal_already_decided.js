/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Err_T_Proposal_Already_DecidedInputs */

const en_err_t_proposal_already_decided = /** @type {(inputs: Err_T_Proposal_Already_DecidedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This proposal has already been ${i?.status}`)
};

const ur_err_t_proposal_already_decided = /** @type {(inputs: Err_T_Proposal_Already_DecidedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اس پروپوزل پر پہلے ہی فیصلہ ہو چکا ہے`)
};

/**
* | output |
* | --- |
* | "This proposal has already been {status}" |
*
* @param {Err_T_Proposal_Already_DecidedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_proposal_already_decided = /** @type {((inputs: Err_T_Proposal_Already_DecidedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Proposal_Already_DecidedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_proposal_already_decided(inputs)
	return en_err_t_proposal_already_decided(inputs)
});