/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Withdraw_ProposalInputs */

const en_err_failed_to_withdraw_proposal = /** @type {(inputs: Err_Failed_To_Withdraw_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to withdraw proposal`)
};

const ur_err_failed_to_withdraw_proposal = /** @type {(inputs: Err_Failed_To_Withdraw_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل واپس نہیں لیا جا سکا`)
};

/**
* | output |
* | --- |
* | "Failed to withdraw proposal" |
*
* @param {Err_Failed_To_Withdraw_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_withdraw_proposal = /** @type {((inputs?: Err_Failed_To_Withdraw_ProposalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Withdraw_ProposalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_withdraw_proposal(inputs)
	return en_err_failed_to_withdraw_proposal(inputs)
});