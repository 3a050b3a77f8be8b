/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_19_TextInputs */

const en_gallery_photo_19_text = /** @type {(inputs: Gallery_Photo_19_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Shigar hub for women welcomes its first trainees.`)
};

const ur_gallery_photo_19_text = /** @type {(inputs: Gallery_Photo_19_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خواتین کے لیے شگر ہب اپنی پہلی تربیت پانے والی خواتین کا استقبال کرتا ہے۔`)
};

/**
* | output |
* | --- |
* | "The Shigar hub for women welcomes its first trainees." |
*
* @param {Gallery_Photo_19_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_19_text = /** @type {((inputs?: Gallery_Photo_19_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_19_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_19_text(inputs)
	return en_gallery_photo_19_text(inputs)
});