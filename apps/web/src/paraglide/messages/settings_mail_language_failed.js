/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Mail_Language_FailedInputs */

const en_settings_mail_language_failed = /** @type {(inputs: Settings_Mail_Language_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save your e-mail language`)
};

const ur_settings_mail_language_failed = /** @type {(inputs: Settings_Mail_Language_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ای میل کی زبان محفوظ نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Could not save your e-mail language" |
*
* @param {Settings_Mail_Language_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language_failed = /** @type {((inputs?: Settings_Mail_Language_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Mail_Language_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_mail_language_failed(inputs)
	return en_settings_mail_language_failed(inputs)
});