/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_TranslationInputs */

const en_category_translation = /** @type {(inputs: Category_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation`)
};

const ur_category_translation = /** @type {(inputs: Category_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترجمہ`)
};

/**
* | output |
* | --- |
* | "Translation" |
*
* @param {Category_TranslationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_translation = /** @type {((inputs?: Category_TranslationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_TranslationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_translation(inputs)
	return en_category_translation(inputs)
});