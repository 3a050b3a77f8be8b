/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Mail_LanguageInputs */

const en_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of your e-mails`)
};

const ur_settings_mail_language = /** @type {(inputs: Settings_Mail_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ای میلز کی زبان`)
};

/**
* | output |
* | --- |
* | "Language of your e-mails" |
*
* @param {Settings_Mail_LanguageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language = /** @type {((inputs?: Settings_Mail_LanguageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Mail_LanguageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_mail_language(inputs)
	return en_settings_mail_language(inputs)
});