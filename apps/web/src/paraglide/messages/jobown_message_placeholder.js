/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Message_PlaceholderInputs */

const en_jobown_message_placeholder = /** @type {(inputs: Jobown_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type your message...`)
};

const ur_jobown_message_placeholder = /** @type {(inputs: Jobown_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا پیغام لکھیں...`)
};

/**
* | output |
* | --- |
* | "Type your message..." |
*
* @param {Jobown_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_message_placeholder = /** @type {((inputs?: Jobown_Message_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Message_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_message_placeholder(inputs)
	return en_jobown_message_placeholder(inputs)
});