/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Digital_Marketing_TextInputs */

const en_category_digital_marketing_text = /** @type {(inputs: Category_Digital_Marketing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO, social media and paid campaigns.`)
};

const ur_category_digital_marketing_text = /** @type {(inputs: Category_Digital_Marketing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ای او، سوشل میڈیا اور اشتہاری مہمات۔`)
};

/**
* | output |
* | --- |
* | "SEO, social media and paid campaigns." |
*
* @param {Category_Digital_Marketing_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_digital_marketing_text = /** @type {((inputs?: Category_Digital_Marketing_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Digital_Marketing_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_digital_marketing_text(inputs)
	return en_category_digital_marketing_text(inputs)
});