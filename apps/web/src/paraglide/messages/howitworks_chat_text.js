/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Chat_TextInputs */

const en_howitworks_chat_text = /** @type {(inputs: Howitworks_Chat_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message clients and freelancers instantly, share details and stay in touch.`)
};

const ur_howitworks_chat_text = /** @type {(inputs: Howitworks_Chat_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹس اور فری لانسرز کو فوراً پیغام بھیجیں، تفصیلات شیئر کریں اور رابطے میں رہیں۔`)
};

/**
* | output |
* | --- |
* | "Message clients and freelancers instantly, share details and stay in touch." |
*
* @param {Howitworks_Chat_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_chat_text = /** @type {((inputs?: Howitworks_Chat_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Chat_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_chat_text(inputs)
	return en_howitworks_chat_text(inputs)
});