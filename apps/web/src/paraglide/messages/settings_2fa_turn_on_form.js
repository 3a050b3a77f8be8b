/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Turn_On_FormInputs */

const en_settings_2fa_turn_on_form = /** @type {(inputs: Settings_2fa_Turn_On_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on two-factor`)
};

const ur_settings_2fa_turn_on_form = /** @type {(inputs: Settings_2fa_Turn_On_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلہ جاتی تصدیق آن کریں`)
};

/**
* | output |
* | --- |
* | "Turn on two-factor" |
*
* @param {Settings_2fa_Turn_On_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_turn_on_form = /** @type {((inputs?: Settings_2fa_Turn_On_FormInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Turn_On_FormInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_turn_on_form(inputs)
	return en_settings_2fa_turn_on_form(inputs)
});