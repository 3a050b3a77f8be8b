/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_09_TextInputs */

const en_gallery_photo_09_text = /** @type {(inputs: Gallery_Photo_09_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentors review each trainee’s first paid projects and give feedback.`)
};

const ur_gallery_photo_09_text = /** @type {(inputs: Gallery_Photo_09_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مینٹورز ہر تربیت پانے والے کے پہلے معاوضہ والے پروجیکٹس کا جائزہ لے کر رائے دیتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Mentors review each trainee’s first paid projects and give feedback." |
*
* @param {Gallery_Photo_09_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_09_text = /** @type {((inputs?: Gallery_Photo_09_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_09_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_09_text(inputs)
	return en_gallery_photo_09_text(inputs)
});