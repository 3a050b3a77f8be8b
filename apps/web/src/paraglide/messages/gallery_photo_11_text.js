/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_11_TextInputs */

const en_gallery_photo_11_text = /** @type {(inputs: Gallery_Photo_11_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams in Chilas present the websites they built for the district’s schools.`)
};

const ur_gallery_photo_11_text = /** @type {(inputs: Gallery_Photo_11_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چلاس میں ٹیمیں وہ ویب سائٹس پیش کرتی ہیں جو انہوں نے ضلع کے اسکولوں کے لیے بنائیں۔`)
};

/**
* | output |
* | --- |
* | "Teams in Chilas present the websites they built for the district’s schools." |
*
* @param {Gallery_Photo_11_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_11_text = /** @type {((inputs?: Gallery_Photo_11_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_11_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_11_text(inputs)
	return en_gallery_photo_11_text(inputs)
});