/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_15_TextInputs */

const en_gallery_photo_15_text = /** @type {(inputs: Gallery_Photo_15_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graduates of the women’s hub in Skardu receive their certificates.`)
};

const ur_gallery_photo_15_text = /** @type {(inputs: Gallery_Photo_15_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسکردو میں خواتین کے ہب کی فارغ التحصیل طالبات اپنی اسناد وصول کرتی ہیں۔`)
};

/**
* | output |
* | --- |
* | "Graduates of the women’s hub in Skardu receive their certificates." |
*
* @param {Gallery_Photo_15_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_15_text = /** @type {((inputs?: Gallery_Photo_15_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_15_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_15_text(inputs)
	return en_gallery_photo_15_text(inputs)
});