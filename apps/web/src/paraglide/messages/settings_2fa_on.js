/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_OnInputs */

const en_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is on.`)
};

const ur_settings_2fa_on = /** @type {(inputs: Settings_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلہ جاتی تصدیق آن ہے۔`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication is on." |
*
* @param {Settings_2fa_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_on = /** @type {((inputs?: Settings_2fa_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_on(inputs)
	return en_settings_2fa_on(inputs)
});