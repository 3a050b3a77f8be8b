/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_29_TextInputs */

const en_gallery_photo_29_text = /** @type {(inputs: Gallery_Photo_29_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalists pitch apps for tourism, agriculture and health in the region.`)
};

const ur_gallery_photo_29_text = /** @type {(inputs: Gallery_Photo_29_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فائنل میں پہنچنے والے علاقے میں سیاحت، زراعت اور صحت کے لیے اپنی ایپس پیش کرتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Finalists pitch apps for tourism, agriculture and health in the region." |
*
* @param {Gallery_Photo_29_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_29_text = /** @type {((inputs?: Gallery_Photo_29_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_29_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_29_text(inputs)
	return en_gallery_photo_29_text(inputs)
});