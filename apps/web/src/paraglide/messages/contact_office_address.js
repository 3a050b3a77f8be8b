/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Office_AddressInputs */

const en_contact_office_address = /** @type {(inputs: Contact_Office_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software Technology Park, Jutial Road, Gilgit, Gilgit-Baltistan, Pakistan`)
};

const ur_contact_office_address = /** @type {(inputs: Contact_Office_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سافٹ ویئر ٹیکنالوجی پارک، جوٹیال روڈ، گلگت، گلگت بلتستان، پاکستان`)
};

/**
* | output |
* | --- |
* | "Software Technology Park, Jutial Road, Gilgit, Gilgit-Baltistan, Pakistan" |
*
* @param {Contact_Office_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_office_address = /** @type {((inputs?: Contact_Office_AddressInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Office_AddressInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_office_address(inputs)
	return en_contact_office_address(inputs)
});