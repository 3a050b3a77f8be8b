/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Message_Sent_2Inputs */

const en_err_message_sent_2 = /** @type {(inputs: Err_Message_Sent_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message sent`)
};

const ur_err_message_sent_2 = /** @type {(inputs: Err_Message_Sent_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام بھیج دیا گیا`)
};

/**
* | output |
* | --- |
* | "Message sent" |
*
* @param {Err_Message_Sent_2Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_sent_2 = /** @type {((inputs?: Err_Message_Sent_2Inputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Message_Sent_2Inputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_message_sent_2(inputs)
	return en_err_message_sent_2(inputs)
});