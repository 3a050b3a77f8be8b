/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_16_TextInputs */

const en_gallery_photo_16_text = /** @type {(inputs: Gallery_Photo_16_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A weekly circle where writers critique each other’s articles.`)
};

const ur_gallery_photo_16_text = /** @type {(inputs: Gallery_Photo_16_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہفتہ وار حلقہ جہاں لکھاری ایک دوسرے کے مضامین پر تنقیدی رائے دیتی ہیں۔`)
};

/**
* | output |
* | --- |
* | "A weekly circle where writers critique each other’s articles." |
*
* @param {Gallery_Photo_16_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_16_text = /** @type {((inputs?: Gallery_Photo_16_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_16_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_16_text(inputs)
	return en_gallery_photo_16_text(inputs)
});