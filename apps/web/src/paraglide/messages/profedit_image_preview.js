/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Profedit_Image_PreviewInputs */

const en_profedit_image_preview = /** @type {(inputs: Profedit_Image_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} preview`)
};

const ur_profedit_image_preview = /** @type {(inputs: Profedit_Image_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} کا پیش منظر`)
};

/**
* | output |
* | --- |
* | "{label} preview" |
*
* @param {Profedit_Image_PreviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_image_preview = /** @type {((inputs: Profedit_Image_PreviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Image_PreviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_image_preview(inputs)
	return en_profedit_image_preview(inputs)
});