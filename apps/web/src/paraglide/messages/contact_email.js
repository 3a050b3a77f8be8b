/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_EmailInputs */

const en_contact_email = /** @type {(inputs: Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const ur_contact_email = /** @type {(inputs: Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_email = /** @type {((inputs?: Contact_EmailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_EmailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_email(inputs)
	return en_contact_email(inputs)
});