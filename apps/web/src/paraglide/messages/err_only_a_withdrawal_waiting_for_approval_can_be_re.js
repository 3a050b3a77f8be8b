/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs */

const en_err_only_a_withdrawal_waiting_for_approval_can_be_re = /** @type {(inputs: Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a withdrawal waiting for approval can be rejected`)
};

const ur_err_only_a_withdrawal_waiting_for_approval_can_be_re = /** @type {(inputs: Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف منظوری کی منتظر درخواست مسترد کی جا سکتی ہے`)
};

/**
* | output |
* | --- |
* | "Only a withdrawal waiting for approval can be rejected" |
*
* @param {Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_a_withdrawal_waiting_for_approval_can_be_re = /** @type {((inputs?: Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_a_withdrawal_waiting_for_approval_can_be_re(inputs)
	return en_err_only_a_withdrawal_waiting_for_approval_can_be_re(inputs)
});