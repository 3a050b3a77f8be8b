/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_PhotosInputs */

const en_gallery_photos = /** @type {(inputs: Gallery_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const ur_gallery_photos = /** @type {(inputs: Gallery_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصاویر`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Gallery_PhotosInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photos = /** @type {((inputs?: Gallery_PhotosInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_PhotosInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photos(inputs)
	return en_gallery_photos(inputs)
});