/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_33_TextInputs */

const en_gallery_photo_33_text = /** @type {(inputs: Gallery_Photo_33_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start-ups and freelancers share the open office floor in Skardu.`)
};

const ur_gallery_photo_33_text = /** @type {(inputs: Gallery_Photo_33_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسکردو میں اسٹارٹ اپس اور فری لانسرز ایک کھلا آفس فلور مل کر استعمال کرتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Start-ups and freelancers share the open office floor in Skardu." |
*
* @param {Gallery_Photo_33_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_33_text = /** @type {((inputs?: Gallery_Photo_33_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_33_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_33_text(inputs)
	return en_gallery_photo_33_text(inputs)
});