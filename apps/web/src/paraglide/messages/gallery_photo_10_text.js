/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_10_TextInputs */

const en_gallery_photo_10_text = /** @type {(inputs: Gallery_Photo_10_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first cohort of the Astore hub on its opening week.`)
};

const ur_gallery_photo_10_text = /** @type {(inputs: Gallery_Photo_10_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتتاحی ہفتے میں استور ہب کا پہلا گروپ۔`)
};

/**
* | output |
* | --- |
* | "The first cohort of the Astore hub on its opening week." |
*
* @param {Gallery_Photo_10_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_10_text = /** @type {((inputs?: Gallery_Photo_10_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_10_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_10_text(inputs)
	return en_gallery_photo_10_text(inputs)
});