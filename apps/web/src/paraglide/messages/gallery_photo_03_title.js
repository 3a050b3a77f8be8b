/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_03_TitleInputs */

const en_gallery_photo_03_title = /** @type {(inputs: Gallery_Photo_03_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hunza Hub Evening Batch`)
};

const ur_gallery_photo_03_title = /** @type {(inputs: Gallery_Photo_03_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہنزہ ہب کا شام کا بیچ`)
};

/**
* | output |
* | --- |
* | "Hunza Hub Evening Batch" |
*
* @param {Gallery_Photo_03_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_03_title = /** @type {((inputs?: Gallery_Photo_03_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_03_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_03_title(inputs)
	return en_gallery_photo_03_title(inputs)
});