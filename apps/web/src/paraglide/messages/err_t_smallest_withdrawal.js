/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Err_T_Smallest_WithdrawalInputs */

const en_err_t_smallest_withdrawal = /** @type {(inputs: Err_T_Smallest_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The smallest withdrawal is ${i?.amount}`)
};

const ur_err_t_smallest_withdrawal = /** @type {(inputs: Err_T_Smallest_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کم از کم ${i?.amount} نکلوائے جا سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "The smallest withdrawal is {amount}" |
*
* @param {Err_T_Smallest_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_smallest_withdrawal = /** @type {((inputs: Err_T_Smallest_WithdrawalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Smallest_WithdrawalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_smallest_withdrawal(inputs)
	return en_err_t_smallest_withdrawal(inputs)
});