/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Sent_MessageInputs */

const en_contact_sent_message = /** @type {(inputs: Contact_Sent_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for contacting us. We will get back to you soon.`)
};

const ur_contact_sent_message = /** @type {(inputs: Contact_Sent_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہم سے رابطہ کرنے کا شکریہ۔ ہم جلد آپ سے رابطہ کریں گے۔`)
};

/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Contact_Sent_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_sent_message = /** @type {((inputs?: Contact_Sent_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Sent_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_sent_message(inputs)
	return en_contact_sent_message(inputs)
});