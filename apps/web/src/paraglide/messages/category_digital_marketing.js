/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Digital_MarketingInputs */

const en_category_digital_marketing = /** @type {(inputs: Category_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

const ur_category_digital_marketing = /** @type {(inputs: Category_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیجیٹل مارکیٹنگ`)
};

/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Category_Digital_MarketingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_digital_marketing = /** @type {((inputs?: Category_Digital_MarketingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Digital_MarketingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_digital_marketing(inputs)
	return en_category_digital_marketing(inputs)
});