/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Give_A_Reason_For_The_RefundInputs */

const en_err_give_a_reason_for_the_refund = /** @type {(inputs: Err_Give_A_Reason_For_The_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a reason for the refund`)
};

const ur_err_give_a_reason_for_the_refund = /** @type {(inputs: Err_Give_A_Reason_For_The_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریفنڈ کی وجہ بتائیں`)
};

/**
* | output |
* | --- |
* | "Give a reason for the refund" |
*
* @param {Err_Give_A_Reason_For_The_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_give_a_reason_for_the_refund = /** @type {((inputs?: Err_Give_A_Reason_For_The_RefundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Give_A_Reason_For_The_RefundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_give_a_reason_for_the_refund(inputs)
	return en_err_give_a_reason_for_the_refund(inputs)
});