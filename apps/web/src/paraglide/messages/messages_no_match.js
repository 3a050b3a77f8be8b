/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_No_MatchInputs */

const en_messages_no_match = /** @type {(inputs: Messages_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No conversations found matching your search.`)
};

const ur_messages_no_match = /** @type {(inputs: Messages_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی تلاش سے ملتی کوئی گفتگو نہیں ملی۔`)
};

/**
* | output |
* | --- |
* | "No conversations found matching your search." |
*
* @param {Messages_No_MatchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_no_match = /** @type {((inputs?: Messages_No_MatchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_No_MatchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_no_match(inputs)
	return en_messages_no_match(inputs)
});