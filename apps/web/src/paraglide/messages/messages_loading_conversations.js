/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Loading_ConversationsInputs */

const en_messages_loading_conversations = /** @type {(inputs: Messages_Loading_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading conversations...`)
};

const ur_messages_loading_conversations = /** @type {(inputs: Messages_Loading_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفتگوئیں لوڈ ہو رہی ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading conversations..." |
*
* @param {Messages_Loading_ConversationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_loading_conversations = /** @type {((inputs?: Messages_Loading_ConversationsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Loading_ConversationsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_loading_conversations(inputs)
	return en_messages_loading_conversations(inputs)
});