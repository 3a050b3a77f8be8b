/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_BackInputs */

const en_messages_back = /** @type {(inputs: Messages_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to messages`)
};

const ur_messages_back = /** @type {(inputs: Messages_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغامات پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to messages" |
*
* @param {Messages_BackInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_back = /** @type {((inputs?: Messages_BackInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_BackInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_back(inputs)
	return en_messages_back(inputs)
});