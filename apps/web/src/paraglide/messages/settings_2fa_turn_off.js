/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Turn_OffInputs */

const en_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor`)
};

const ur_settings_2fa_turn_off = /** @type {(inputs: Settings_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلہ جاتی تصدیق بند کریں`)
};

/**
* | output |
* | --- |
* | "Turn off two-factor" |
*
* @param {Settings_2fa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_turn_off = /** @type {((inputs?: Settings_2fa_Turn_OffInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Turn_OffInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_turn_off(inputs)
	return en_settings_2fa_turn_off(inputs)
});