/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Web_DevelopmentInputs */

const en_category_web_development = /** @type {(inputs: Category_Web_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web Development`)
};

const ur_category_web_development = /** @type {(inputs: Category_Web_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویب ڈیولپمنٹ`)
};

/**
* | output |
* | --- |
* | "Web Development" |
*
* @param {Category_Web_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_web_development = /** @type {((inputs?: Category_Web_DevelopmentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Web_DevelopmentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_web_development(inputs)
	return en_category_web_development(inputs)
});