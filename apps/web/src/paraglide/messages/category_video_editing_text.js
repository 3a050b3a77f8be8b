/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Video_Editing_TextInputs */

const en_category_video_editing_text = /** @type {(inputs: Category_Video_Editing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edits, motion graphics and YouTube content.`)
};

const ur_category_video_editing_text = /** @type {(inputs: Category_Video_Editing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایڈیٹنگ، موشن گرافکس اور یوٹیوب کے لیے مواد۔`)
};

/**
* | output |
* | --- |
* | "Edits, motion graphics and YouTube content." |
*
* @param {Category_Video_Editing_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_video_editing_text = /** @type {((inputs?: Category_Video_Editing_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Video_Editing_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_video_editing_text(inputs)
	return en_category_video_editing_text(inputs)
});