/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Recovery_CodesInputs */

const en_settings_2fa_recovery_codes = /** @type {(inputs: Settings_2fa_Recovery_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes`)
};

const ur_settings_2fa_recovery_codes = /** @type {(inputs: Settings_2fa_Recovery_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریکوری کوڈز`)
};

/**
* | output |
* | --- |
* | "Recovery codes" |
*
* @param {Settings_2fa_Recovery_CodesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_recovery_codes = /** @type {((inputs?: Settings_2fa_Recovery_CodesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Recovery_CodesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_recovery_codes(inputs)
	return en_settings_2fa_recovery_codes(inputs)
});