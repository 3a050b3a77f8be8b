/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Message_PlaceholderInputs */

const en_contact_message_placeholder = /** @type {(inputs: Contact_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write your message here...`)
};

const ur_contact_message_placeholder = /** @type {(inputs: Contact_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا پیغام یہاں لکھیں...`)
};

/**
* | output |
* | --- |
* | "Write your message here..." |
*
* @param {Contact_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_message_placeholder = /** @type {((inputs?: Contact_Message_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Message_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_message_placeholder(inputs)
	return en_contact_message_placeholder(inputs)
});