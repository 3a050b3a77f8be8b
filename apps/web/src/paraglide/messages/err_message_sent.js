/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Message_SentInputs */

const en_err_message_sent = /** @type {(inputs: Err_Message_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Sent!`)
};

const ur_err_message_sent = /** @type {(inputs: Err_Message_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام بھیج دیا گیا!`)
};

/**
* | output |
* | --- |
* | "Message Sent!" |
*
* @param {Err_Message_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_sent = /** @type {((inputs?: Err_Message_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Message_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_message_sent(inputs)
	return en_err_message_sent(inputs)
});