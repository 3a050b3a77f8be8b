/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_BalancesInputs */

const en_admin_no_balances = /** @type {(inputs: Admin_No_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No balances.`)
};

const ur_admin_no_balances = /** @type {(inputs: Admin_No_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی بیلنس نہیں۔`)
};

/**
* | output |
* | --- |
* | "No balances." |
*
* @param {Admin_No_BalancesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_no_balances = /** @type {((inputs?: Admin_No_BalancesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_BalancesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_no_balances(inputs)
	return en_admin_no_balances(inputs)
});