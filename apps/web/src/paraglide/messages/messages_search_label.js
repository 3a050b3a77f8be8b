/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Search_LabelInputs */

const en_messages_search_label = /** @type {(inputs: Messages_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search conversations`)
};

const ur_messages_search_label = /** @type {(inputs: Messages_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفتگو تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Search conversations" |
*
* @param {Messages_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_search_label = /** @type {((inputs?: Messages_Search_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Search_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_search_label(inputs)
	return en_messages_search_label(inputs)
});