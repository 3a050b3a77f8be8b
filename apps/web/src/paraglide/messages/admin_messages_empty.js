/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Messages_EmptyInputs */

const en_admin_messages_empty = /** @type {(inputs: Admin_Messages_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet.`)
};

const ur_admin_messages_empty = /** @type {(inputs: Admin_Messages_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی پیغام نہیں۔`)
};

/**
* | output |
* | --- |
* | "No messages yet." |
*
* @param {Admin_Messages_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_messages_empty = /** @type {((inputs?: Admin_Messages_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Messages_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_messages_empty(inputs)
	return en_admin_messages_empty(inputs)
});