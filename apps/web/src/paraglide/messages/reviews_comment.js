/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_CommentInputs */

const en_reviews_comment = /** @type {(inputs: Reviews_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

const ur_reviews_comment = /** @type {(inputs: Reviews_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبصرہ`)
};

/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Reviews_CommentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_comment = /** @type {((inputs?: Reviews_CommentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_CommentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_comment(inputs)
	return en_reviews_comment(inputs)
});