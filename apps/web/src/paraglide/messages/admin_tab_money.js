/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_MoneyInputs */

const en_admin_tab_money = /** @type {(inputs: Admin_Tab_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money`)
};

const ur_admin_tab_money = /** @type {(inputs: Admin_Tab_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقوم`)
};

/**
* | output |
* | --- |
* | "Money" |
*
* @param {Admin_Tab_MoneyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_money = /** @type {((inputs?: Admin_Tab_MoneyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_MoneyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_tab_money(inputs)
	return en_admin_tab_money(inputs)
});