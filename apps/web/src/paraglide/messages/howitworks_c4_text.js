/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C4_TextInputs */

const en_howitworks_c4_text = /** @type {(inputs: Howitworks_C4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agree milestones, fund them into escrow and work together in real-time chat.`)
};

const ur_howitworks_c4_text = /** @type {(inputs: Howitworks_C4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مراحل طے کریں، ان کی رقم ایسکرو میں جمع کریں اور فوری چیٹ میں مل کر کام کریں۔`)
};

/**
* | output |
* | --- |
* | "Agree milestones, fund them into escrow and work together in real-time chat." |
*
* @param {Howitworks_C4_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c4_text = /** @type {((inputs?: Howitworks_C4_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C4_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c4_text(inputs)
	return en_howitworks_c4_text(inputs)
});