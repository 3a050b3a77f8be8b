/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Project_Image_OptionalInputs */

const en_profedit_project_image_optional = /** @type {(inputs: Profedit_Project_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project image (optional)`)
};

const ur_profedit_project_image_optional = /** @type {(inputs: Profedit_Project_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ کی تصویر (اختیاری)`)
};

/**
* | output |
* | --- |
* | "Project image (optional)" |
*
* @param {Profedit_Project_Image_OptionalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_image_optional = /** @type {((inputs?: Profedit_Project_Image_OptionalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Project_Image_OptionalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_project_image_optional(inputs)
	return en_profedit_project_image_optional(inputs)
});