/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_34_TextInputs */

const en_gallery_photo_34_text = /** @type {(inputs: Gallery_Photo_34_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Young founders pitch their products to mentors and investors.`)
};

const ur_gallery_photo_34_text = /** @type {(inputs: Gallery_Photo_34_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوجوان بانی اپنی مصنوعات مینٹورز اور سرمایہ کاروں کے سامنے پیش کرتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Young founders pitch their products to mentors and investors." |
*
* @param {Gallery_Photo_34_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_34_text = /** @type {((inputs?: Gallery_Photo_34_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_34_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_34_text(inputs)
	return en_gallery_photo_34_text(inputs)
});