/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_PlaceholderInputs */

const en_messages_placeholder = /** @type {(inputs: Messages_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type your message...`)
};

const ur_messages_placeholder = /** @type {(inputs: Messages_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا پیغام لکھیں...`)
};

/**
* | output |
* | --- |
* | "Type your message..." |
*
* @param {Messages_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_placeholder = /** @type {((inputs?: Messages_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_placeholder(inputs)
	return en_messages_placeholder(inputs)
});