/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_01_TitleInputs */

const en_gallery_photo_01_title = /** @type {(inputs: Gallery_Photo_01_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancing Hub Inauguration Gilgit`)
};

const ur_gallery_photo_01_title = /** @type {(inputs: Gallery_Photo_01_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت میں فری لانسنگ ہب کا افتتاح`)
};

/**
* | output |
* | --- |
* | "Freelancing Hub Inauguration Gilgit" |
*
* @param {Gallery_Photo_01_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_01_title = /** @type {((inputs?: Gallery_Photo_01_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_01_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_01_title(inputs)
	return en_gallery_photo_01_title(inputs)
});