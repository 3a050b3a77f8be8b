/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_38_TextInputs */

const en_gallery_photo_38_text = /** @type {(inputs: Gallery_Photo_38_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A delegation of investors meets the park’s start-ups.`)
};

const ur_gallery_photo_38_text = /** @type {(inputs: Gallery_Photo_38_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرمایہ کاروں کا ایک وفد پارک کے اسٹارٹ اپس سے ملتا ہے۔`)
};

/**
* | output |
* | --- |
* | "A delegation of investors meets the park’s start-ups." |
*
* @param {Gallery_Photo_38_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_38_text = /** @type {((inputs?: Gallery_Photo_38_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_38_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_38_text(inputs)
	return en_gallery_photo_38_text(inputs)
});