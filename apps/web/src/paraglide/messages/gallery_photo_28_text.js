/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_28_TextInputs */

const en_gallery_photo_28_text = /** @type {(inputs: Gallery_Photo_28_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cutting, colour and sound for YouTube and social media clients.`)
};

const ur_gallery_photo_28_text = /** @type {(inputs: Gallery_Photo_28_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یوٹیوب اور سوشل میڈیا کلائنٹس کے لیے کٹنگ، رنگ اور آواز کا کام۔`)
};

/**
* | output |
* | --- |
* | "Cutting, colour and sound for YouTube and social media clients." |
*
* @param {Gallery_Photo_28_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_28_text = /** @type {((inputs?: Gallery_Photo_28_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_28_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_28_text(inputs)
	return en_gallery_photo_28_text(inputs)
});