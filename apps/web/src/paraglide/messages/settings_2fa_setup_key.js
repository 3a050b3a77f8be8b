/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Setup_KeyInputs */

const en_settings_2fa_setup_key = /** @type {(inputs: Settings_2fa_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup key`)
};

const ur_settings_2fa_setup_key = /** @type {(inputs: Settings_2fa_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیٹ اپ کلید`)
};

/**
* | output |
* | --- |
* | "Setup key" |
*
* @param {Settings_2fa_Setup_KeyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_setup_key = /** @type {((inputs?: Settings_2fa_Setup_KeyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Setup_KeyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_setup_key(inputs)
	return en_settings_2fa_setup_key(inputs)
});