/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_ChatInputs */

const en_title_chat = /** @type {(inputs: Title_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat`)
};

const ur_title_chat = /** @type {(inputs: Title_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چیٹ`)
};

/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Title_ChatInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_chat = /** @type {((inputs?: Title_ChatInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_ChatInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_chat(inputs)
	return en_title_chat(inputs)
});