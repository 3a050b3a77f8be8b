/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Messages_FailedInputs */

const en_admin_messages_failed = /** @type {(inputs: Admin_Messages_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load messages. Please try again.`)
};

const ur_admin_messages_failed = /** @type {(inputs: Admin_Messages_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغامات لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load messages. Please try again." |
*
* @param {Admin_Messages_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_messages_failed = /** @type {((inputs?: Admin_Messages_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Messages_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_messages_failed(inputs)
	return en_admin_messages_failed(inputs)
});