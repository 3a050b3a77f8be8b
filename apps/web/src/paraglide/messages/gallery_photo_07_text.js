/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_07_TextInputs */

const en_gallery_photo_07_text = /** @type {(inputs: Gallery_Photo_07_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New trainees in Gahkuch meet their mentors and plan the first month.`)
};

const ur_gallery_photo_07_text = /** @type {(inputs: Gallery_Photo_07_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گاہکوچ میں نئے تربیت پانے والے اپنے مینٹورز سے ملتے ہیں اور پہلے مہینے کا منصوبہ بناتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "New trainees in Gahkuch meet their mentors and plan the first month." |
*
* @param {Gallery_Photo_07_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_07_text = /** @type {((inputs?: Gallery_Photo_07_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_07_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_07_text(inputs)
	return en_gallery_photo_07_text(inputs)
});