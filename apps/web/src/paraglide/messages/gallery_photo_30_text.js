/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_30_TextInputs */

const en_gallery_photo_30_text = /** @type {(inputs: Gallery_Photo_30_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Using AI assistants responsibly to work faster for clients.`)
};

const ur_gallery_photo_30_text = /** @type {(inputs: Gallery_Photo_30_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹس کے لیے تیزی سے کام کرنے کی خاطر اے آئی اسسٹنٹس کا ذمہ دارانہ استعمال۔`)
};

/**
* | output |
* | --- |
* | "Using AI assistants responsibly to work faster for clients." |
*
* @param {Gallery_Photo_30_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_30_text = /** @type {((inputs?: Gallery_Photo_30_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_30_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_30_text(inputs)
	return en_gallery_photo_30_text(inputs)
});