/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_12_TextInputs */

const en_gallery_photo_12_text = /** @type {(inputs: Gallery_Photo_12_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancers from across Hunza share what won them their best clients.`)
};

const ur_gallery_photo_12_text = /** @type {(inputs: Gallery_Photo_12_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہنزہ بھر کے فری لانسرز بتاتے ہیں کہ انہیں اپنے بہترین کلائنٹس کیسے ملے۔`)
};

/**
* | output |
* | --- |
* | "Freelancers from across Hunza share what won them their best clients." |
*
* @param {Gallery_Photo_12_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_12_text = /** @type {((inputs?: Gallery_Photo_12_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_12_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_12_text(inputs)
	return en_gallery_photo_12_text(inputs)
});