/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_CurrencyInputs */

const en_admin_col_currency = /** @type {(inputs: Admin_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const ur_admin_col_currency = /** @type {(inputs: Admin_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کرنسی`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Admin_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_currency = /** @type {((inputs?: Admin_Col_CurrencyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_CurrencyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_col_currency(inputs)
	return en_admin_col_currency(inputs)
});