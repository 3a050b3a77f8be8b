/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Mail_Language_SavedInputs */

const en_settings_mail_language_saved = /** @type {(inputs: Settings_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail language was saved`)
};

const ur_settings_mail_language_saved = /** @type {(inputs: Settings_Mail_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ای میل کی زبان محفوظ ہو گئی`)
};

/**
* | output |
* | --- |
* | "Your e-mail language was saved" |
*
* @param {Settings_Mail_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language_saved = /** @type {((inputs?: Settings_Mail_Language_SavedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Mail_Language_SavedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_mail_language_saved(inputs)
	return en_settings_mail_language_saved(inputs)
});