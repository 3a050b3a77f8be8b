/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_2fa_SettingsInputs */

const en_admin_2fa_settings = /** @type {(inputs: Admin_2fa_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

const ur_admin_2fa_settings = /** @type {(inputs: Admin_2fa_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیٹنگز`)
};

/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Admin_2fa_SettingsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_2fa_settings = /** @type {((inputs?: Admin_2fa_SettingsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_2fa_SettingsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_2fa_settings(inputs)
	return en_admin_2fa_settings(inputs)
});