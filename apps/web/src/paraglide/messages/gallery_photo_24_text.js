/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_24_TextInputs */

const en_gallery_photo_24_text = /** @type {(inputs: Gallery_Photo_24_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learners write their first Python scripts to clean and chart data.`)
};

const ur_gallery_photo_24_text = /** @type {(inputs: Gallery_Photo_24_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیکھنے والے ڈیٹا صاف کرنے اور اس کے چارٹ بنانے کے لیے اپنی پہلی پائتھن اسکرپٹس لکھتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Learners write their first Python scripts to clean and chart data." |
*
* @param {Gallery_Photo_24_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_24_text = /** @type {((inputs?: Gallery_Photo_24_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_24_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_24_text(inputs)
	return en_gallery_photo_24_text(inputs)
});