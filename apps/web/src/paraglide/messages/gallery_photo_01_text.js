/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_01_TextInputs */

const en_gallery_photo_01_text = /** @type {(inputs: Gallery_Photo_01_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gilgit freelancing hub opens its doors to its first batch of trainees.`)
};

const ur_gallery_photo_01_text = /** @type {(inputs: Gallery_Photo_01_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت کا فری لانسنگ ہب تربیت پانے والوں کے پہلے بیچ کے لیے اپنے دروازے کھولتا ہے۔`)
};

/**
* | output |
* | --- |
* | "The Gilgit freelancing hub opens its doors to its first batch of trainees." |
*
* @param {Gallery_Photo_01_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_01_text = /** @type {((inputs?: Gallery_Photo_01_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_01_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_01_text(inputs)
	return en_gallery_photo_01_text(inputs)
});