/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_37_TextInputs */

const en_gallery_photo_37_text = /** @type {(inputs: Gallery_Photo_37_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Hunza technology park opens at the foot of the mountains.`)
};

const ur_gallery_photo_37_text = /** @type {(inputs: Gallery_Photo_37_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہنزہ کا ٹیکنالوجی پارک پہاڑوں کے دامن میں کھلتا ہے۔`)
};

/**
* | output |
* | --- |
* | "The Hunza technology park opens at the foot of the mountains." |
*
* @param {Gallery_Photo_37_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_37_text = /** @type {((inputs?: Gallery_Photo_37_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_37_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_37_text(inputs)
	return en_gallery_photo_37_text(inputs)
});