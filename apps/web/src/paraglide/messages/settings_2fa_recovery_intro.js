/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Recovery_IntroInputs */

const en_settings_2fa_recovery_intro = /** @type {(inputs: Settings_2fa_Recovery_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your recovery codes. Save them now: each works once, and they are not shown again.`)
};

const ur_settings_2fa_recovery_intro = /** @type {(inputs: Settings_2fa_Recovery_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے ریکوری کوڈز۔ انہیں ابھی محفوظ کر لیں: ہر کوڈ صرف ایک بار کام کرتا ہے، اور یہ دوبارہ نہیں دکھائے جائیں گے۔`)
};

/**
* | output |
* | --- |
* | "Your recovery codes. Save them now: each works once, and they are not shown again." |
*
* @param {Settings_2fa_Recovery_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_recovery_intro = /** @type {((inputs?: Settings_2fa_Recovery_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Recovery_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_recovery_intro(inputs)
	return en_settings_2fa_recovery_intro(inputs)
});