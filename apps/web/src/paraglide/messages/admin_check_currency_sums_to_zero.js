/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Currency_Sums_To_ZeroInputs */

const en_admin_check_currency_sums_to_zero = /** @type {(inputs: Admin_Check_Currency_Sums_To_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balances of each currency sum to zero`)
};

const ur_admin_check_currency_sums_to_zero = /** @type {(inputs: Admin_Check_Currency_Sums_To_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر کرنسی کے بیلنس کا مجموعہ صفر ہے`)
};

/**
* | output |
* | --- |
* | "Balances of each currency sum to zero" |
*
* @param {Admin_Check_Currency_Sums_To_ZeroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_currency_sums_to_zero = /** @type {((inputs?: Admin_Check_Currency_Sums_To_ZeroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Currency_Sums_To_ZeroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_currency_sums_to_zero(inputs)
	return en_admin_check_currency_sums_to_zero(inputs)
});