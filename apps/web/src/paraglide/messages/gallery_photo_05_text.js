/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_05_TextInputs */

const en_gallery_photo_05_text = /** @type {(inputs: Gallery_Photo_05_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graduates of the Nagar hub with their completion certificates.`)
};

const ur_gallery_photo_05_text = /** @type {(inputs: Gallery_Photo_05_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نگر ہب کے فارغ التحصیل اپنی تکمیل کی اسناد کے ساتھ۔`)
};

/**
* | output |
* | --- |
* | "Graduates of the Nagar hub with their completion certificates." |
*
* @param {Gallery_Photo_05_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_05_text = /** @type {((inputs?: Gallery_Photo_05_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_05_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_05_text(inputs)
	return en_gallery_photo_05_text(inputs)
});