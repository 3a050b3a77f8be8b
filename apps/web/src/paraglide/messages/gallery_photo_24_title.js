/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_24_TitleInputs */

const en_gallery_photo_24_title = /** @type {(inputs: Gallery_Photo_24_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ILC Python Basics Lab`)
};

const ur_gallery_photo_24_title = /** @type {(inputs: Gallery_Photo_24_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی ایل سی میں پائتھن کی بنیادی لیب`)
};

/**
* | output |
* | --- |
* | "ILC Python Basics Lab" |
*
* @param {Gallery_Photo_24_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_24_title = /** @type {((inputs?: Gallery_Photo_24_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_24_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_24_title(inputs)
	return en_gallery_photo_24_title(inputs)
});