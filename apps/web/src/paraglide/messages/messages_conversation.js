/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_ConversationInputs */

const en_messages_conversation = /** @type {(inputs: Messages_ConversationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversation`)
};

const ur_messages_conversation = /** @type {(inputs: Messages_ConversationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفتگو`)
};

/**
* | output |
* | --- |
* | "Conversation" |
*
* @param {Messages_ConversationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_conversation = /** @type {((inputs?: Messages_ConversationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_ConversationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_conversation(inputs)
	return en_messages_conversation(inputs)
});