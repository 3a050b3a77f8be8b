/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Content_Writing_TextInputs */

const en_category_content_writing_text = /** @type {(inputs: Category_Content_Writing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles, web copy and technical writing.`)
};

const ur_category_content_writing_text = /** @type {(inputs: Category_Content_Writing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مضامین، ویب سائٹ کی تحریریں اور تکنیکی تحریر۔`)
};

/**
* | output |
* | --- |
* | "Articles, web copy and technical writing." |
*
* @param {Category_Content_Writing_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_content_writing_text = /** @type {((inputs?: Category_Content_Writing_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Content_Writing_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_content_writing_text(inputs)
	return en_category_content_writing_text(inputs)
});