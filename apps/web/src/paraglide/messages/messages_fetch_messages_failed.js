/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Fetch_Messages_FailedInputs */

const en_messages_fetch_messages_failed = /** @type {(inputs: Messages_Fetch_Messages_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch messages`)
};

const ur_messages_fetch_messages_failed = /** @type {(inputs: Messages_Fetch_Messages_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغامات لوڈ نہیں ہو سکے`)
};

/**
* | output |
* | --- |
* | "Failed to fetch messages" |
*
* @param {Messages_Fetch_Messages_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_fetch_messages_failed = /** @type {((inputs?: Messages_Fetch_Messages_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Fetch_Messages_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_fetch_messages_failed(inputs)
	return en_messages_fetch_messages_failed(inputs)
});