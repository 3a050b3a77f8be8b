/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Name_PlaceholderInputs */

const en_contact_name_placeholder = /** @type {(inputs: Contact_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your full name`)
};

const ur_contact_name_placeholder = /** @type {(inputs: Contact_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پورا نام`)
};

/**
* | output |
* | --- |
* | "Your full name" |
*
* @param {Contact_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_name_placeholder = /** @type {((inputs?: Contact_Name_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Name_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_name_placeholder(inputs)
	return en_contact_name_placeholder(inputs)
});