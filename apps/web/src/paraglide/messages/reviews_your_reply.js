/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Your_ReplyInputs */

const en_reviews_your_reply = /** @type {(inputs: Reviews_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply`)
};

const ur_reviews_your_reply = /** @type {(inputs: Reviews_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا جواب`)
};

/**
* | output |
* | --- |
* | "Your reply" |
*
* @param {Reviews_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_your_reply = /** @type {((inputs?: Reviews_Your_ReplyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Your_ReplyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_your_reply(inputs)
	return en_reviews_your_reply(inputs)
});