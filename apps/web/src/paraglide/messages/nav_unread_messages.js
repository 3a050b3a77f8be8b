/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Unread_MessagesInputs */

const en_nav_unread_messages = /** @type {(inputs: Nav_Unread_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(unread messages)`)
};

const ur_nav_unread_messages = /** @type {(inputs: Nav_Unread_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(نئے پیغامات)`)
};

/**
* | output |
* | --- |
* | "(unread messages)" |
*
* @param {Nav_Unread_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_unread_messages = /** @type {((inputs?: Nav_Unread_MessagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Unread_MessagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_unread_messages(inputs)
	return en_nav_unread_messages(inputs)
});