/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_13_TitleInputs */

const en_gallery_photo_13_title = /** @type {(inputs: Gallery_Photo_13_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Women Freelancing Hub Opening`)
};

const ur_gallery_photo_13_title = /** @type {(inputs: Gallery_Photo_13_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویمن فری لانسنگ ہب کا افتتاح`)
};

/**
* | output |
* | --- |
* | "Women Freelancing Hub Opening" |
*
* @param {Gallery_Photo_13_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_13_title = /** @type {((inputs?: Gallery_Photo_13_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_13_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_13_title(inputs)
	return en_gallery_photo_13_title(inputs)
});