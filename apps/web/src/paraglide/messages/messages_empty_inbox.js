/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Empty_InboxInputs */

const en_messages_empty_inbox = /** @type {(inputs: Messages_Empty_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No conversations yet.`)
};

const ur_messages_empty_inbox = /** @type {(inputs: Messages_Empty_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی گفتگو نہیں۔`)
};

/**
* | output |
* | --- |
* | "No conversations yet." |
*
* @param {Messages_Empty_InboxInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_empty_inbox = /** @type {((inputs?: Messages_Empty_InboxInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Empty_InboxInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_empty_inbox(inputs)
	return en_messages_empty_inbox(inputs)
});