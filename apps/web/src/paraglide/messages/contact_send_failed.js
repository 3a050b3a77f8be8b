/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Send_FailedInputs */

const en_contact_send_failed = /** @type {(inputs: Contact_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send your message. Please try again.`)
};

const ur_contact_send_failed = /** @type {(inputs: Contact_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پیغام نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Failed to send your message. Please try again." |
*
* @param {Contact_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_send_failed = /** @type {((inputs?: Contact_Send_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Send_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_send_failed(inputs)
	return en_contact_send_failed(inputs)
});