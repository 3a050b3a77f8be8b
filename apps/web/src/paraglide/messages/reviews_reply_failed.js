/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Reply_FailedInputs */

const en_reviews_reply_failed = /** @type {(inputs: Reviews_Reply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to post your reply`)
};

const ur_reviews_reply_failed = /** @type {(inputs: Reviews_Reply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا جواب پوسٹ نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to post your reply" |
*
* @param {Reviews_Reply_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_reply_failed = /** @type {((inputs?: Reviews_Reply_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Reply_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_reply_failed(inputs)
	return en_reviews_reply_failed(inputs)
});