/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Message_ContentInputs */

const en_err_label_message_content = /** @type {(inputs: Err_Label_Message_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message content`)
};

const ur_err_label_message_content = /** @type {(inputs: Err_Label_Message_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام کا متن`)
};

/**
* | output |
* | --- |
* | "Message content" |
*
* @param {Err_Label_Message_ContentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_message_content = /** @type {((inputs?: Err_Label_Message_ContentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Message_ContentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_message_content(inputs)
	return en_err_label_message_content(inputs)
});