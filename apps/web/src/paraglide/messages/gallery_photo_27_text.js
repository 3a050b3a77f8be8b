/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_27_TextInputs */

const en_gallery_photo_27_text = /** @type {(inputs: Gallery_Photo_27_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learners who finished the spring courses receive their certificates.`)
};

const ur_gallery_photo_27_text = /** @type {(inputs: Gallery_Photo_27_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہار کے کورسز مکمل کرنے والے طلبہ اپنی اسناد وصول کرتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Learners who finished the spring courses receive their certificates." |
*
* @param {Gallery_Photo_27_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_27_text = /** @type {((inputs?: Gallery_Photo_27_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_27_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_27_text(inputs)
	return en_gallery_photo_27_text(inputs)
});