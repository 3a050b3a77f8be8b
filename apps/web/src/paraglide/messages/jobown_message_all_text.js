/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Message_All_TextInputs */

const en_jobown_message_all_text = /** @type {(inputs: Jobown_Message_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One message, sent into your conversation with each freelancer who applied (withdrawn proposals excluded).`)
};

const ur_jobown_message_all_text = /** @type {(inputs: Jobown_Message_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایک ہی پیغام، جو درخواست دینے والے ہر فری لانسر کے ساتھ آپ کی گفتگو میں بھیجا جائے گا (واپس لیے گئے پروپوزلز کے علاوہ)۔`)
};

/**
* | output |
* | --- |
* | "One message, sent into your conversation with each freelancer who applied (withdrawn proposals excluded)." |
*
* @param {Jobown_Message_All_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_message_all_text = /** @type {((inputs?: Jobown_Message_All_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Message_All_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_message_all_text(inputs)
	return en_jobown_message_all_text(inputs)
});