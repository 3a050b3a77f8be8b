/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_MessageInputs */

const en_contact_message = /** @type {(inputs: Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const ur_contact_message = /** @type {(inputs: Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Contact_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_message = /** @type {((inputs?: Contact_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_message(inputs)
	return en_contact_message(inputs)
});