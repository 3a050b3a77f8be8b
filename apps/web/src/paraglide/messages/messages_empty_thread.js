/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Empty_ThreadInputs */

const en_messages_empty_thread = /** @type {(inputs: Messages_Empty_ThreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet. Start the conversation!`)
};

const ur_messages_empty_thread = /** @type {(inputs: Messages_Empty_ThreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی پیغام نہیں۔ گفتگو شروع کریں!`)
};

/**
* | output |
* | --- |
* | "No messages yet. Start the conversation!" |
*
* @param {Messages_Empty_ThreadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_empty_thread = /** @type {((inputs?: Messages_Empty_ThreadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Empty_ThreadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_empty_thread(inputs)
	return en_messages_empty_thread(inputs)
});