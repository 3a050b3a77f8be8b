/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Fetch_Conversations_FailedInputs */

const en_messages_fetch_conversations_failed = /** @type {(inputs: Messages_Fetch_Conversations_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch conversations`)
};

const ur_messages_fetch_conversations_failed = /** @type {(inputs: Messages_Fetch_Conversations_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفتگوئیں لوڈ نہیں ہو سکیں`)
};

/**
* | output |
* | --- |
* | "Failed to fetch conversations" |
*
* @param {Messages_Fetch_Conversations_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_fetch_conversations_failed = /** @type {((inputs?: Messages_Fetch_Conversations_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Fetch_Conversations_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_fetch_conversations_failed(inputs)
	return en_messages_fetch_conversations_failed(inputs)
});