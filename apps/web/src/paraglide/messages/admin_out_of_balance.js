/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sum: NonNullable<unknown> }} Admin_Out_Of_BalanceInputs */

const en_admin_out_of_balance = /** @type {(inputs: Admin_Out_Of_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum} (out of balance)`)
};

const ur_admin_out_of_balance = /** @type {(inputs: Admin_Out_Of_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum} (غیر متوازن)`)
};

/**
* | output |
* | --- |
* | "{sum} (out of balance)" |
*
* @param {Admin_Out_Of_BalanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_out_of_balance = /** @type {((inputs: Admin_Out_Of_BalanceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Out_Of_BalanceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_out_of_balance(inputs)
	return en_admin_out_of_balance(inputs)
});