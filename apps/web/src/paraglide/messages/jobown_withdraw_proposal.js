/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Withdraw_ProposalInputs */

const en_jobown_withdraw_proposal = /** @type {(inputs: Jobown_Withdraw_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw proposal`)
};

const ur_jobown_withdraw_proposal = /** @type {(inputs: Jobown_Withdraw_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل واپس لیں`)
};

/**
* | output |
* | --- |
* | "Withdraw proposal" |
*
* @param {Jobown_Withdraw_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw_proposal = /** @type {((inputs?: Jobown_Withdraw_ProposalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Withdraw_ProposalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_withdraw_proposal(inputs)
	return en_jobown_withdraw_proposal(inputs)
});