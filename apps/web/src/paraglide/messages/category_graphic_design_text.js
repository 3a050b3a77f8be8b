/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Graphic_Design_TextInputs */

const en_category_graphic_design_text = /** @type {(inputs: Category_Graphic_Design_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logos, brand kits, print and social media art.`)
};

const ur_category_graphic_design_text = /** @type {(inputs: Category_Graphic_Design_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوگو، برانڈ کٹس، پرنٹ اور سوشل میڈیا کے لیے ڈیزائن۔`)
};

/**
* | output |
* | --- |
* | "Logos, brand kits, print and social media art." |
*
* @param {Category_Graphic_Design_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_graphic_design_text = /** @type {((inputs?: Category_Graphic_Design_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Graphic_Design_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_graphic_design_text(inputs)
	return en_category_graphic_design_text(inputs)
});