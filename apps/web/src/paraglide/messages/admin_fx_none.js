/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Fx_NoneInputs */

const en_admin_fx_none = /** @type {(inputs: Admin_Fx_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rate set yet: dollar withdrawals to rupee accounts are paused.`)
};

const ur_admin_fx_none = /** @type {(inputs: Admin_Fx_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی شرح مقرر نہیں: روپے کے اکاؤنٹس میں ڈالر کی نکاسی رکی ہوئی ہے۔`)
};

/**
* | output |
* | --- |
* | "No rate set yet: dollar withdrawals to rupee accounts are paused." |
*
* @param {Admin_Fx_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_none = /** @type {((inputs?: Admin_Fx_NoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_NoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_none(inputs)
	return en_admin_fx_none(inputs)
});