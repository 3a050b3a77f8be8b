/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mb: NonNullable<unknown> }} Profedit_Image_Too_BigInputs */

const en_profedit_image_too_big = /** @type {(inputs: Profedit_Image_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Image must be at most ${i?.mb} MB`)
};

const ur_profedit_image_too_big = /** @type {(inputs: Profedit_Image_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصویر زیادہ سے زیادہ ${i?.mb} ایم بی کی ہو سکتی ہے`)
};

/**
* | output |
* | --- |
* | "Image must be at most {mb} MB" |
*
* @param {Profedit_Image_Too_BigInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_image_too_big = /** @type {((inputs: Profedit_Image_Too_BigInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Image_Too_BigInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_image_too_big(inputs)
	return en_profedit_image_too_big(inputs)
});