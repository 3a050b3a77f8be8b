/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Transfer_CurrencyInputs */

const en_admin_check_transfer_currency = /** @type {(inputs: Admin_Check_Transfer_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A transfer's accounts are in its currency`)
};

const ur_admin_check_transfer_currency = /** @type {(inputs: Admin_Check_Transfer_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر منتقلی کے اکاؤنٹس اسی کی کرنسی میں ہیں`)
};

/**
* | output |
* | --- |
* | "A transfer's accounts are in its currency" |
*
* @param {Admin_Check_Transfer_CurrencyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_transfer_currency = /** @type {((inputs?: Admin_Check_Transfer_CurrencyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Transfer_CurrencyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_transfer_currency(inputs)
	return en_admin_check_transfer_currency(inputs)
});