/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Send_FailedInputs */

const en_messages_send_failed = /** @type {(inputs: Messages_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send message`)
};

const ur_messages_send_failed = /** @type {(inputs: Messages_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام نہیں بھیجا جا سکا`)
};

/**
* | output |
* | --- |
* | "Failed to send message" |
*
* @param {Messages_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_send_failed = /** @type {((inputs?: Messages_Send_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Send_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_send_failed(inputs)
	return en_messages_send_failed(inputs)
});