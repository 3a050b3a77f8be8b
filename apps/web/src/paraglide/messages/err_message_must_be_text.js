/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Message_Must_Be_TextInputs */

const en_err_message_must_be_text = /** @type {(inputs: Err_Message_Must_Be_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message must be text`)
};

const ur_err_message_must_be_text = /** @type {(inputs: Err_Message_Must_Be_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام متن کی صورت میں ہونا چاہیے`)
};

/**
* | output |
* | --- |
* | "Message must be text" |
*
* @param {Err_Message_Must_Be_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_message_must_be_text = /** @type {((inputs?: Err_Message_Must_Be_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Message_Must_Be_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_message_must_be_text(inputs)
	return en_err_message_must_be_text(inputs)
});