/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_NameInputs */

const en_contact_name = /** @type {(inputs: Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const ur_contact_name = /** @type {(inputs: Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Contact_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_name = /** @type {((inputs?: Contact_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_name(inputs)
	return en_contact_name(inputs)
});