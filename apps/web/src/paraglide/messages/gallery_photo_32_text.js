/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_32_TextInputs */

const en_gallery_photo_32_text = /** @type {(inputs: Gallery_Photo_32_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The software technology park in Gilgit with the Rakaposhi range behind.`)
};

const ur_gallery_photo_32_text = /** @type {(inputs: Gallery_Photo_32_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت کا سافٹ ویئر ٹیکنالوجی پارک، پس منظر میں راکاپوشی کا سلسلہ۔`)
};

/**
* | output |
* | --- |
* | "The software technology park in Gilgit with the Rakaposhi range behind." |
*
* @param {Gallery_Photo_32_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_32_text = /** @type {((inputs?: Gallery_Photo_32_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_32_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_32_text(inputs)
	return en_gallery_photo_32_text(inputs)
});