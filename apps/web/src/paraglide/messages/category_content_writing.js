/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Content_WritingInputs */

const en_category_content_writing = /** @type {(inputs: Category_Content_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Writing`)
};

const ur_category_content_writing = /** @type {(inputs: Category_Content_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کانٹینٹ رائٹنگ`)
};

/**
* | output |
* | --- |
* | "Content Writing" |
*
* @param {Category_Content_WritingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_content_writing = /** @type {((inputs?: Category_Content_WritingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Content_WritingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_content_writing(inputs)
	return en_category_content_writing(inputs)
});