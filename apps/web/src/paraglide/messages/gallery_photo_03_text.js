/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_03_TextInputs */

const en_gallery_photo_03_text = /** @type {(inputs: Gallery_Photo_03_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The evening batch in Aliabad works late on live client projects.`)
};

const ur_gallery_photo_03_text = /** @type {(inputs: Gallery_Photo_03_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`علی آباد میں شام کا بیچ کلائنٹس کے حقیقی پروجیکٹس پر دیر تک کام کرتا ہے۔`)
};

/**
* | output |
* | --- |
* | "The evening batch in Aliabad works late on live client projects." |
*
* @param {Gallery_Photo_03_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_03_text = /** @type {((inputs?: Gallery_Photo_03_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_03_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_03_text(inputs)
	return en_gallery_photo_03_text(inputs)
});