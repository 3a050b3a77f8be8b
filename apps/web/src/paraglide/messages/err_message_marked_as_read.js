/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Message_Marked_As_ReadInputs */

const en_err_message_marked_as_read = /** @type {(inputs: Err_Message_Marked_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message marked as read`)
};

const ur_err_message_marked_as_read = /** @type {(inputs: Err_Message_Marked_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام پڑھا ہوا نشان زد ہو گیا`)
};

/**
* | output |
* | --- |
* | "Message marked as read" |
*
* @param {Err_Message_Marked_As_ReadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_marked_as_read = /** @type {((inputs?: Err_Message_Marked_As_ReadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Message_Marked_As_ReadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_message_marked_as_read(inputs)
	return en_err_message_marked_as_read(inputs)
});