/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Web_Development_TextInputs */

const en_category_web_development_text = /** @type {(inputs: Category_Web_Development_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Websites, web apps, e-commerce and APIs.`)
};

const ur_category_web_development_text = /** @type {(inputs: Category_Web_Development_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویب سائٹس، ویب ایپس، ای کامرس اور اے پی آئیز۔`)
};

/**
* | output |
* | --- |
* | "Websites, web apps, e-commerce and APIs." |
*
* @param {Category_Web_Development_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_web_development_text = /** @type {((inputs?: Category_Web_Development_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Web_Development_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_web_development_text(inputs)
	return en_category_web_development_text(inputs)
});