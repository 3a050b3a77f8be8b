/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Created_TextInputs */

const en_profedit_created_text = /** @type {(inputs: Profedit_Created_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your freelancer profile has been successfully created.`)
};

const ur_profedit_created_text = /** @type {(inputs: Profedit_Created_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا فری لانسر پروفائل کامیابی سے بن گیا ہے۔`)
};

/**
* | output |
* | --- |
* | "Your freelancer profile has been successfully created." |
*
* @param {Profedit_Created_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_created_text = /** @type {((inputs?: Profedit_Created_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Created_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_created_text(inputs)
	return en_profedit_created_text(inputs)
});