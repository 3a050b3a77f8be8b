/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_MessageInputs */

const en_messages_message = /** @type {(inputs: Messages_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const ur_messages_message = /** @type {(inputs: Messages_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Messages_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_message = /** @type {((inputs?: Messages_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_message(inputs)
	return en_messages_message(inputs)
});