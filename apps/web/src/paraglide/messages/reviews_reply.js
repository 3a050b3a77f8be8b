/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_ReplyInputs */

const en_reviews_reply = /** @type {(inputs: Reviews_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

const ur_reviews_reply = /** @type {(inputs: Reviews_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جواب دیں`)
};

/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Reviews_ReplyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_reply = /** @type {((inputs?: Reviews_ReplyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_ReplyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_reply(inputs)
	return en_reviews_reply(inputs)
});