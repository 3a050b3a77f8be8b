/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_ConversationsInputs */

const en_messages_conversations = /** @type {(inputs: Messages_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversations`)
};

const ur_messages_conversations = /** @type {(inputs: Messages_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفتگوئیں`)
};

/**
* | output |
* | --- |
* | "Conversations" |
*
* @param {Messages_ConversationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_conversations = /** @type {((inputs?: Messages_ConversationsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_ConversationsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_conversations(inputs)
	return en_messages_conversations(inputs)
});