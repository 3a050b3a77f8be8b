/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Email_Save_FailedInputs */

const en_notifications_email_save_failed = /** @type {(inputs: Notifications_Email_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save your e-mail settings. Please try again.`)
};

const ur_notifications_email_save_failed = /** @type {(inputs: Notifications_Email_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ای میل سیٹنگز محفوظ نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not save your e-mail settings. Please try again." |
*
* @param {Notifications_Email_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_save_failed = /** @type {((inputs?: Notifications_Email_Save_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Email_Save_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_email_save_failed(inputs)
	return en_notifications_email_save_failed(inputs)
});