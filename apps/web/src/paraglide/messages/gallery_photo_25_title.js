/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_25_TitleInputs */

const en_gallery_photo_25_title = /** @type {(inputs: Gallery_Photo_25_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UX Design Studio at ILC`)
};

const ur_gallery_photo_25_title = /** @type {(inputs: Gallery_Photo_25_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی ایل سی میں یو ایکس ڈیزائن اسٹوڈیو`)
};

/**
* | output |
* | --- |
* | "UX Design Studio at ILC" |
*
* @param {Gallery_Photo_25_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_25_title = /** @type {((inputs?: Gallery_Photo_25_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_25_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_25_title(inputs)
	return en_gallery_photo_25_title(inputs)
});