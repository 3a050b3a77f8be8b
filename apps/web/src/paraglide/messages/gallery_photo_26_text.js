/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_26_TextInputs */

const en_gallery_photo_26_text = /** @type {(inputs: Gallery_Photo_26_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An intensive bootcamp on data analysis and visualisation.`)
};

const ur_gallery_photo_26_text = /** @type {(inputs: Gallery_Photo_26_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیٹا کے تجزیے اور ویژولائزیشن پر ایک بھرپور بوٹ کیمپ۔`)
};

/**
* | output |
* | --- |
* | "An intensive bootcamp on data analysis and visualisation." |
*
* @param {Gallery_Photo_26_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_26_text = /** @type {((inputs?: Gallery_Photo_26_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_26_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_26_text(inputs)
	return en_gallery_photo_26_text(inputs)
});