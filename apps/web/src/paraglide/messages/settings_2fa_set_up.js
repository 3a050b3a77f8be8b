/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Set_UpInputs */

const en_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor`)
};

const ur_settings_2fa_set_up = /** @type {(inputs: Settings_2fa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلہ جاتی تصدیق سیٹ اپ کریں`)
};

/**
* | output |
* | --- |
* | "Set up two-factor" |
*
* @param {Settings_2fa_Set_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_set_up = /** @type {((inputs?: Settings_2fa_Set_UpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Set_UpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_set_up(inputs)
	return en_settings_2fa_set_up(inputs)
});