/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Cat_GraphicInputs */

const en_content_cat_graphic = /** @type {(inputs: Content_Cat_GraphicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graphic Designing`)
};

const ur_content_cat_graphic = /** @type {(inputs: Content_Cat_GraphicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گرافک ڈیزائننگ`)
};

/**
* | output |
* | --- |
* | "Graphic Designing" |
*
* @param {Content_Cat_GraphicInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_graphic = /** @type {((inputs?: Content_Cat_GraphicInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cat_GraphicInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_cat_graphic(inputs)
	return en_content_cat_graphic(inputs)
});