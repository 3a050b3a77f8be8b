/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Message_Content_Is_RequiredInputs */

const en_err_message_content_is_required = /** @type {(inputs: Err_Message_Content_Is_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message content is required`)
};

const ur_err_message_content_is_required = /** @type {(inputs: Err_Message_Content_Is_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام کا متن ضروری ہے`)
};

/**
* | output |
* | --- |
* | "Message content is required" |
*
* @param {Err_Message_Content_Is_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_content_is_required = /** @type {((inputs?: Err_Message_Content_Is_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Message_Content_Is_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_message_content_is_required(inputs)
	return en_err_message_content_is_required(inputs)
});