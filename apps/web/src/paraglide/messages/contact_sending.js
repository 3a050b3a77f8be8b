/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SendingInputs */

const en_contact_sending = /** @type {(inputs: Contact_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const ur_contact_sending = /** @type {(inputs: Contact_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بھیجا جا رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Contact_SendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_sending = /** @type {((inputs?: Contact_SendingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SendingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_sending(inputs)
	return en_contact_sending(inputs)
});