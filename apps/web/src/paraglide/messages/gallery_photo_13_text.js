/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_13_TextInputs */

const en_gallery_photo_13_text = /** @type {(inputs: Gallery_Photo_13_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A hub for women only opens in Gilgit with forty trainees.`)
};

const ur_gallery_photo_13_text = /** @type {(inputs: Gallery_Photo_13_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت میں صرف خواتین کے لیے ایک ہب چالیس تربیت پانے والی خواتین کے ساتھ کھلتا ہے۔`)
};

/**
* | output |
* | --- |
* | "A hub for women only opens in Gilgit with forty trainees." |
*
* @param {Gallery_Photo_13_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_13_text = /** @type {((inputs?: Gallery_Photo_13_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_13_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_13_text(inputs)
	return en_gallery_photo_13_text(inputs)
});