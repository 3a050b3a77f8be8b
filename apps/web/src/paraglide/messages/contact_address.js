/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_AddressInputs */

const en_contact_address = /** @type {(inputs: Contact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const ur_contact_address = /** @type {(inputs: Contact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پتہ`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Contact_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_address = /** @type {((inputs?: Contact_AddressInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_AddressInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_address(inputs)
	return en_contact_address(inputs)
});