/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_SendInputs */

const en_messages_send = /** @type {(inputs: Messages_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send message`)
};

const ur_messages_send = /** @type {(inputs: Messages_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send message" |
*
* @param {Messages_SendInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_send = /** @type {((inputs?: Messages_SendInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_SendInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_send(inputs)
	return en_messages_send(inputs)
});