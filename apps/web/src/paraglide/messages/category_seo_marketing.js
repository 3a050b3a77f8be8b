/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Seo_MarketingInputs */

const en_category_seo_marketing = /** @type {(inputs: Category_Seo_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO & Marketing`)
};

const ur_category_seo_marketing = /** @type {(inputs: Category_Seo_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ای او اور مارکیٹنگ`)
};

/**
* | output |
* | --- |
* | "SEO & Marketing" |
*
* @param {Category_Seo_MarketingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_seo_marketing = /** @type {((inputs?: Category_Seo_MarketingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Seo_MarketingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_seo_marketing(inputs)
	return en_category_seo_marketing(inputs)
});