/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_23_TitleInputs */

const en_gallery_photo_23_title = /** @type {(inputs: Gallery_Photo_23_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ILC Web Development Class`)
};

const ur_gallery_photo_23_title = /** @type {(inputs: Gallery_Photo_23_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی ایل سی میں ویب ڈویلپمنٹ کی کلاس`)
};

/**
* | output |
* | --- |
* | "ILC Web Development Class" |
*
* @param {Gallery_Photo_23_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_23_title = /** @type {((inputs?: Gallery_Photo_23_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_23_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_23_title(inputs)
	return en_gallery_photo_23_title(inputs)
});