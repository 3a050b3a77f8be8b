/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_DescriptionInputs */

const en_settings_2fa_description = /** @type {(inputs: Settings_2fa_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in asks for a code from an authenticator app as well as your password. Admins and mediators need it to use their powers.`)
};

const ur_settings_2fa_description = /** @type {(inputs: Settings_2fa_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اِن کے وقت آپ کے پاس ورڈ کے ساتھ تصدیقی ایپ کا ایک کوڈ بھی مانگا جاتا ہے۔ ایڈمنز اور ثالثوں کو اپنے اختیارات استعمال کرنے کے لیے اس کی ضرورت ہوتی ہے۔`)
};

/**
* | output |
* | --- |
* | "Sign-in asks for a code from an authenticator app as well as your password. Admins and mediators need it to use their powers." |
*
* @param {Settings_2fa_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_description = /** @type {((inputs?: Settings_2fa_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_description(inputs)
	return en_settings_2fa_description(inputs)
});