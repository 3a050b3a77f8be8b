/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_05_TitleInputs */

const en_gallery_photo_05_title = /** @type {(inputs: Gallery_Photo_05_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagar Hub Graduates`)
};

const ur_gallery_photo_05_title = /** @type {(inputs: Gallery_Photo_05_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نگر ہب کے فارغ التحصیل`)
};

/**
* | output |
* | --- |
* | "Nagar Hub Graduates" |
*
* @param {Gallery_Photo_05_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_05_title = /** @type {((inputs?: Gallery_Photo_05_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_05_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_05_title(inputs)
	return en_gallery_photo_05_title(inputs)
});