/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Search_PlaceholderInputs */

const en_messages_search_placeholder = /** @type {(inputs: Messages_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search conversations...`)
};

const ur_messages_search_placeholder = /** @type {(inputs: Messages_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفتگو تلاش کریں...`)
};

/**
* | output |
* | --- |
* | "Search conversations..." |
*
* @param {Messages_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_search_placeholder = /** @type {((inputs?: Messages_Search_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Search_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_search_placeholder(inputs)
	return en_messages_search_placeholder(inputs)
});