/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_14_TextInputs */

const en_gallery_photo_14_text = /** @type {(inputs: Gallery_Photo_14_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logos, brand kits and social posts made in a six-week bootcamp.`)
};

const ur_gallery_photo_14_text = /** @type {(inputs: Gallery_Photo_14_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چھ ہفتوں کے بوٹ کیمپ میں بنائے گئے لوگو، برانڈ کٹس اور سوشل میڈیا پوسٹس۔`)
};

/**
* | output |
* | --- |
* | "Logos, brand kits and social posts made in a six-week bootcamp." |
*
* @param {Gallery_Photo_14_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_14_text = /** @type {((inputs?: Gallery_Photo_14_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_14_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_14_text(inputs)
	return en_gallery_photo_14_text(inputs)
});