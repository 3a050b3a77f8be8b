/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_20_TextInputs */

const en_gallery_photo_20_text = /** @type {(inputs: Gallery_Photo_20_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainees celebrate their first payments from international clients.`)
};

const ur_gallery_photo_20_text = /** @type {(inputs: Gallery_Photo_20_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تربیت پانے والی خواتین بین الاقوامی کلائنٹس سے ملنے والی اپنی پہلی ادائیگیوں کا جشن مناتی ہیں۔`)
};

/**
* | output |
* | --- |
* | "Trainees celebrate their first payments from international clients." |
*
* @param {Gallery_Photo_20_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_20_text = /** @type {((inputs?: Gallery_Photo_20_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_20_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_20_text(inputs)
	return en_gallery_photo_20_text(inputs)
});