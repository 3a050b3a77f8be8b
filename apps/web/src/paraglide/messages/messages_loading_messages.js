/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Loading_MessagesInputs */

const en_messages_loading_messages = /** @type {(inputs: Messages_Loading_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading messages...`)
};

const ur_messages_loading_messages = /** @type {(inputs: Messages_Loading_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغامات لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading messages..." |
*
* @param {Messages_Loading_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_loading_messages = /** @type {((inputs?: Messages_Loading_MessagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Loading_MessagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_loading_messages(inputs)
	return en_messages_loading_messages(inputs)
});