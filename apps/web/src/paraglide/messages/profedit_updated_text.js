/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Updated_TextInputs */

const en_profedit_updated_text = /** @type {(inputs: Profedit_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your freelancer profile has been successfully updated.`)
};

const ur_profedit_updated_text = /** @type {(inputs: Profedit_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا فری لانسر پروفائل کامیابی سے اپ ڈیٹ ہو گیا ہے۔`)
};

/**
* | output |
* | --- |
* | "Your freelancer profile has been successfully updated." |
*
* @param {Profedit_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_updated_text = /** @type {((inputs?: Profedit_Updated_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Updated_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_updated_text(inputs)
	return en_profedit_updated_text(inputs)
});