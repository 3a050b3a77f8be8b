/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Contact_MessagesInputs */

const en_admin_contact_messages = /** @type {(inputs: Admin_Contact_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact messages`)
};

const ur_admin_contact_messages = /** @type {(inputs: Admin_Contact_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابطہ فارم کے پیغامات`)
};

/**
* | output |
* | --- |
* | "Contact messages" |
*
* @param {Admin_Contact_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_contact_messages = /** @type {((inputs?: Admin_Contact_MessagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Contact_MessagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_contact_messages(inputs)
	return en_admin_contact_messages(inputs)
});