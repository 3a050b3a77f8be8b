/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Reply_PostedInputs */

const en_err_reply_posted = /** @type {(inputs: Err_Reply_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply posted`)
};

const ur_err_reply_posted = /** @type {(inputs: Err_Reply_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جواب شائع ہو گیا`)
};

/**
* | output |
* | --- |
* | "Reply posted" |
*
* @param {Err_Reply_PostedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_reply_posted = /** @type {((inputs?: Err_Reply_PostedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Reply_PostedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_reply_posted(inputs)
	return en_err_reply_posted(inputs)
});