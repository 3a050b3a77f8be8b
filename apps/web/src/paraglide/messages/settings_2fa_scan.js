/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_ScanInputs */

const en_settings_2fa_scan = /** @type {(inputs: Settings_2fa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this code with your authenticator app, or type the key by hand.`)
};

const ur_settings_2fa_scan = /** @type {(inputs: Settings_2fa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کوڈ اپنی تصدیقی ایپ سے اسکین کریں، یا کلید خود ٹائپ کریں۔`)
};

/**
* | output |
* | --- |
* | "Scan this code with your authenticator app, or type the key by hand." |
*
* @param {Settings_2fa_ScanInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_scan = /** @type {((inputs?: Settings_2fa_ScanInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_ScanInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_scan(inputs)
	return en_settings_2fa_scan(inputs)
});