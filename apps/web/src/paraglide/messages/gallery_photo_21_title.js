/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_21_TitleInputs */

const en_gallery_photo_21_title = /** @type {(inputs: Gallery_Photo_21_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Women FLH Mentorship Morning`)
};

const ur_gallery_photo_21_title = /** @type {(inputs: Gallery_Photo_21_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویمن ایف ایل ایچ میں مینٹورشپ کی صبح`)
};

/**
* | output |
* | --- |
* | "Women FLH Mentorship Morning" |
*
* @param {Gallery_Photo_21_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_21_title = /** @type {((inputs?: Gallery_Photo_21_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_21_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_21_title(inputs)
	return en_gallery_photo_21_title(inputs)
});