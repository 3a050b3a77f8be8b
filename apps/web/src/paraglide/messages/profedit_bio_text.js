/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Profedit_Bio_TextInputs */

const en_profedit_bio_text = /** @type {(inputs: Profedit_Bio_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tell clients about your experience and how you work (${i?.min} to ${i?.max} characters).`)
};

const ur_profedit_bio_text = /** @type {(inputs: Profedit_Bio_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کلائنٹس کو اپنے تجربے اور کام کرنے کے طریقے کے بارے میں بتائیں (${i?.min} سے ${i?.max} حروف)۔`)
};

/**
* | output |
* | --- |
* | "Tell clients about your experience and how you work ({min} to {max} characters)." |
*
* @param {Profedit_Bio_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_bio_text = /** @type {((inputs: Profedit_Bio_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Bio_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_bio_text(inputs)
	return en_profedit_bio_text(inputs)
});