/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_15_TitleInputs */

const en_gallery_photo_15_title = /** @type {(inputs: Gallery_Photo_15_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Women FLH Skardu Graduation`)
};

const ur_gallery_photo_15_title = /** @type {(inputs: Gallery_Photo_15_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویمن ایف ایل ایچ اسکردو کی تقریبِ تقسیمِ اسناد`)
};

/**
* | output |
* | --- |
* | "Women FLH Skardu Graduation" |
*
* @param {Gallery_Photo_15_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_15_title = /** @type {((inputs?: Gallery_Photo_15_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_15_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_15_title(inputs)
	return en_gallery_photo_15_title(inputs)
});