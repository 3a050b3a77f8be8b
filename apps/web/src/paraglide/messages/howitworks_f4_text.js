/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F4_TextInputs */

const en_howitworks_f4_text = /** @type {(inputs: Howitworks_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agree milestones with your client and deliver great work on time.`)
};

const ur_howitworks_f4_text = /** @type {(inputs: Howitworks_F4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے کلائنٹ کے ساتھ مراحل طے کریں اور بہترین کام وقت پر ڈیلیور کریں۔`)
};

/**
* | output |
* | --- |
* | "Agree milestones with your client and deliver great work on time." |
*
* @param {Howitworks_F4_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f4_text = /** @type {((inputs?: Howitworks_F4_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F4_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f4_text(inputs)
	return en_howitworks_f4_text(inputs)
});