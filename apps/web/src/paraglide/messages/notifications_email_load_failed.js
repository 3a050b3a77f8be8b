/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Email_Load_FailedInputs */

const en_notifications_email_load_failed = /** @type {(inputs: Notifications_Email_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load your e-mail settings.`)
};

const ur_notifications_email_load_failed = /** @type {(inputs: Notifications_Email_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ای میل سیٹنگز لوڈ نہیں ہو سکیں۔`)
};

/**
* | output |
* | --- |
* | "Could not load your e-mail settings." |
*
* @param {Notifications_Email_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_load_failed = /** @type {((inputs?: Notifications_Email_Load_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Email_Load_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_email_load_failed(inputs)
	return en_notifications_email_load_failed(inputs)
});