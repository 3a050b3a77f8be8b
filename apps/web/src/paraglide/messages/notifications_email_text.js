/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Email_TextInputs */

const en_notifications_email_text = /** @type {(inputs: Notifications_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what we e-mail you about. You always see every notification here.`)
};

const ur_notifications_email_text = /** @type {(inputs: Notifications_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتخب کریں کہ ہم آپ کو کن باتوں کی ای میل بھیجیں۔ تمام اطلاعات آپ کو یہاں ہمیشہ نظر آتی ہیں۔`)
};

/**
* | output |
* | --- |
* | "Choose what we e-mail you about. You always see every notification here." |
*
* @param {Notifications_Email_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_text = /** @type {((inputs?: Notifications_Email_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Email_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_email_text(inputs)
	return en_notifications_email_text(inputs)
});