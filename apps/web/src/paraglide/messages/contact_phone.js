/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_PhoneInputs */

const en_contact_phone = /** @type {(inputs: Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const ur_contact_phone = /** @type {(inputs: Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فون`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_phone = /** @type {((inputs?: Contact_PhoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_PhoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_phone(inputs)
	return en_contact_phone(inputs)
});