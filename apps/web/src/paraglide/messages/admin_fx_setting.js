/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Fx_SettingInputs */

const en_admin_fx_setting = /** @type {(inputs: Admin_Fx_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setting...`)
};

const ur_admin_fx_setting = /** @type {(inputs: Admin_Fx_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقرر ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Setting..." |
*
* @param {Admin_Fx_SettingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_setting = /** @type {((inputs?: Admin_Fx_SettingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_SettingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_setting(inputs)
	return en_admin_fx_setting(inputs)
});