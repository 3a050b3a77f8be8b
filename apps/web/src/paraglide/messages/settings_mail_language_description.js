/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Mail_Language_DescriptionInputs */

const en_settings_mail_language_description = /** @type {(inputs: Settings_Mail_Language_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails and notifications we send you are written in this language.`)
};

const ur_settings_mail_language_description = /** @type {(inputs: Settings_Mail_Language_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہم آپ کو جو ای میلز اور اطلاعات بھیجتے ہیں وہ اسی زبان میں لکھی جاتی ہیں۔`)
};

/**
* | output |
* | --- |
* | "E-mails and notifications we send you are written in this language." |
*
* @param {Settings_Mail_Language_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language_description = /** @type {((inputs?: Settings_Mail_Language_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Mail_Language_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_mail_language_description(inputs)
	return en_settings_mail_language_description(inputs)
});