/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C2_TextInputs */

const en_howitworks_c2_text = /** @type {(inputs: Howitworks_C2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe the work, the skills you need, your budget and your timeline.`)
};

const ur_howitworks_c2_text = /** @type {(inputs: Howitworks_C2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام، درکار مہارتیں، اپنا بجٹ اور ٹائم لائن بیان کریں۔`)
};

/**
* | output |
* | --- |
* | "Describe the work, the skills you need, your budget and your timeline." |
*
* @param {Howitworks_C2_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c2_text = /** @type {((inputs?: Howitworks_C2_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C2_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c2_text(inputs)
	return en_howitworks_c2_text(inputs)
});