/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Mobile_DevelopmentInputs */

const en_category_mobile_development = /** @type {(inputs: Category_Mobile_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile Development`)
};

const ur_category_mobile_development = /** @type {(inputs: Category_Mobile_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موبائل ایپ ڈیولپمنٹ`)
};

/**
* | output |
* | --- |
* | "Mobile Development" |
*
* @param {Category_Mobile_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_mobile_development = /** @type {((inputs?: Category_Mobile_DevelopmentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Mobile_DevelopmentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_mobile_development(inputs)
	return en_category_mobile_development(inputs)
});