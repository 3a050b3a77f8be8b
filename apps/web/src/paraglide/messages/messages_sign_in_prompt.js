/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Sign_In_PromptInputs */

const en_messages_sign_in_prompt = /** @type {(inputs: Messages_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to see your messages.`)
};

const ur_messages_sign_in_prompt = /** @type {(inputs: Messages_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے پیغامات دیکھنے کے لیے براہِ کرم سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Please sign in to see your messages." |
*
* @param {Messages_Sign_In_PromptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_sign_in_prompt = /** @type {((inputs?: Messages_Sign_In_PromptInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Sign_In_PromptInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_sign_in_prompt(inputs)
	return en_messages_sign_in_prompt(inputs)
});