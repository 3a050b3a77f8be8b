/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Cat_MarketingInputs */

const en_content_cat_marketing = /** @type {(inputs: Content_Cat_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

const ur_content_cat_marketing = /** @type {(inputs: Content_Cat_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیجیٹل مارکیٹنگ`)
};

/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Content_Cat_MarketingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_marketing = /** @type {((inputs?: Content_Cat_MarketingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cat_MarketingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_cat_marketing(inputs)
	return en_content_cat_marketing(inputs)
});