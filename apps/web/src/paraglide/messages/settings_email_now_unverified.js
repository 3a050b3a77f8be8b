/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Settings_Email_Now_UnverifiedInputs */

const en_settings_email_now_unverified = /** @type {(inputs: Settings_Email_Now_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now ${i?.email} (not verified yet). A new address takes effect once you open the link we send to it.`)
};

const ur_settings_email_now_unverified = /** @type {(inputs: Settings_Email_Now_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اس وقت ${i?.email} (ابھی تصدیق نہیں ہوئی)۔ نیا پتا اس وقت نافذ ہو گا جب آپ اس پر بھیجا گیا ہمارا لنک کھولیں گے۔`)
};

/**
* | output |
* | --- |
* | "Now {email} (not verified yet). A new address takes effect once you open the link we send to it." |
*
* @param {Settings_Email_Now_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_email_now_unverified = /** @type {((inputs: Settings_Email_Now_UnverifiedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Now_UnverifiedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_email_now_unverified(inputs)
	return en_settings_email_now_unverified(inputs)
});