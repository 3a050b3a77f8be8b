/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Post_Your_ReplyInputs */

const en_err_failed_to_post_your_reply = /** @type {(inputs: Err_Failed_To_Post_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to post your reply`)
};

const ur_err_failed_to_post_your_reply = /** @type {(inputs: Err_Failed_To_Post_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا جواب شائع نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to post your reply" |
*
* @param {Err_Failed_To_Post_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_post_your_reply = /** @type {((inputs?: Err_Failed_To_Post_Your_ReplyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Post_Your_ReplyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_post_your_reply(inputs)
	return en_err_failed_to_post_your_reply(inputs)
});