/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Auth_CodeInputs */

const en_settings_2fa_auth_code = /** @type {(inputs: Settings_2fa_Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication code`)
};

const ur_settings_2fa_auth_code = /** @type {(inputs: Settings_2fa_Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدیقی کوڈ`)
};

/**
* | output |
* | --- |
* | "Authentication code" |
*
* @param {Settings_2fa_Auth_CodeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_auth_code = /** @type {((inputs?: Settings_2fa_Auth_CodeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Auth_CodeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_auth_code(inputs)
	return en_settings_2fa_auth_code(inputs)
});