/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Reply_FormInputs */

const en_reviews_reply_form = /** @type {(inputs: Reviews_Reply_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply to this review`)
};

const ur_reviews_reply_form = /** @type {(inputs: Reviews_Reply_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس ریویو کا جواب دیں`)
};

/**
* | output |
* | --- |
* | "Reply to this review" |
*
* @param {Reviews_Reply_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_reply_form = /** @type {((inputs?: Reviews_Reply_FormInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Reply_FormInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_reply_form(inputs)
	return en_reviews_reply_form(inputs)
});