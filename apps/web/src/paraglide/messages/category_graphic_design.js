/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Graphic_DesignInputs */

const en_category_graphic_design = /** @type {(inputs: Category_Graphic_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graphic Design`)
};

const ur_category_graphic_design = /** @type {(inputs: Category_Graphic_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گرافک ڈیزائن`)
};

/**
* | output |
* | --- |
* | "Graphic Design" |
*
* @param {Category_Graphic_DesignInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_graphic_design = /** @type {((inputs?: Category_Graphic_DesignInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Graphic_DesignInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_graphic_design(inputs)
	return en_category_graphic_design(inputs)
});