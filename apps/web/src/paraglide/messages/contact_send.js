/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SendInputs */

const en_contact_send = /** @type {(inputs: Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Message`)
};

const ur_contact_send = /** @type {(inputs: Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Contact_SendInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_send = /** @type {((inputs?: Contact_SendInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SendInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_send(inputs)
	return en_contact_send(inputs)
});