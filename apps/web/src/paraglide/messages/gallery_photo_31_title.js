/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_31_TitleInputs */

const en_gallery_photo_31_title = /** @type {(inputs: Gallery_Photo_31_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ILC Career Guidance Day`)
};

const ur_gallery_photo_31_title = /** @type {(inputs: Gallery_Photo_31_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی ایل سی میں کیریئر رہنمائی کا دن`)
};

/**
* | output |
* | --- |
* | "ILC Career Guidance Day" |
*
* @param {Gallery_Photo_31_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_31_title = /** @type {((inputs?: Gallery_Photo_31_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_31_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_31_title(inputs)
	return en_gallery_photo_31_title(inputs)
});