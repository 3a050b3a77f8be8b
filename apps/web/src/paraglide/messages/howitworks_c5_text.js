/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C5_TextInputs */

const en_howitworks_c5_text = /** @type {(inputs: Howitworks_C5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release each payment when you approve the work, then rate your freelancer.`)
};

const ur_howitworks_c5_text = /** @type {(inputs: Howitworks_C5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام منظور کرنے پر ہر ادائیگی جاری کریں، پھر اپنے فری لانسر کو ریٹ کریں۔`)
};

/**
* | output |
* | --- |
* | "Release each payment when you approve the work, then rate your freelancer." |
*
* @param {Howitworks_C5_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c5_text = /** @type {((inputs?: Howitworks_C5_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C5_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c5_text(inputs)
	return en_howitworks_c5_text(inputs)
});