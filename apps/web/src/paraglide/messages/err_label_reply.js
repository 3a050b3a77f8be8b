/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_ReplyInputs */

const en_err_label_reply = /** @type {(inputs: Err_Label_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

const ur_err_label_reply = /** @type {(inputs: Err_Label_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جواب`)
};

/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Err_Label_ReplyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_reply = /** @type {((inputs?: Err_Label_ReplyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_ReplyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_reply(inputs)
	return en_err_label_reply(inputs)
});