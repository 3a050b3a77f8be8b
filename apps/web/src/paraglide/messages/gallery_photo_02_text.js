/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_02_TextInputs */

const en_gallery_photo_02_text = /** @type {(inputs: Gallery_Photo_02_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainees polish their profiles, portfolios and first proposals with a mentor.`)
};

const ur_gallery_photo_02_text = /** @type {(inputs: Gallery_Photo_02_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تربیت پانے والے ایک مینٹور کے ساتھ اپنے پروفائل، پورٹ فولیو اور پہلے پروپوزلز بہتر بناتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Trainees polish their profiles, portfolios and first proposals with a mentor." |
*
* @param {Gallery_Photo_02_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_02_text = /** @type {((inputs?: Gallery_Photo_02_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_02_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_02_text(inputs)
	return en_gallery_photo_02_text(inputs)
});