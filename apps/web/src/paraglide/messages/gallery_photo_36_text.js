/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_36_TextInputs */

const en_gallery_photo_36_text = /** @type {(inputs: Gallery_Photo_36_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitors see the park’s fibre link and server room.`)
};

const ur_gallery_photo_36_text = /** @type {(inputs: Gallery_Photo_36_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہمان پارک کا فائبر لنک اور سرور روم دیکھتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Visitors see the park’s fibre link and server room." |
*
* @param {Gallery_Photo_36_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_36_text = /** @type {((inputs?: Gallery_Photo_36_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_36_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_36_text(inputs)
	return en_gallery_photo_36_text(inputs)
});