/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Qr_AltInputs */

const en_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your authenticator app`)
};

const ur_settings_2fa_qr_alt = /** @type {(inputs: Settings_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی تصدیقی ایپ کے لیے کیو آر کوڈ`)
};

/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Settings_2fa_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_qr_alt = /** @type {((inputs?: Settings_2fa_Qr_AltInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Qr_AltInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_qr_alt(inputs)
	return en_settings_2fa_qr_alt(inputs)
});