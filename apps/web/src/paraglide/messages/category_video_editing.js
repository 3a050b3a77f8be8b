/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Video_EditingInputs */

const en_category_video_editing = /** @type {(inputs: Category_Video_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Editing`)
};

const ur_category_video_editing = /** @type {(inputs: Category_Video_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویڈیو ایڈیٹنگ`)
};

/**
* | output |
* | --- |
* | "Video Editing" |
*
* @param {Category_Video_EditingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_video_editing = /** @type {((inputs?: Category_Video_EditingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Video_EditingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_video_editing(inputs)
	return en_category_video_editing(inputs)
});