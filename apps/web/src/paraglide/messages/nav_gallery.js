/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_GalleryInputs */

const en_nav_gallery = /** @type {(inputs: Nav_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gallery`)
};

const ur_nav_gallery = /** @type {(inputs: Nav_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گیلری`)
};

/**
* | output |
* | --- |
* | "Gallery" |
*
* @param {Nav_GalleryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_gallery = /** @type {((inputs?: Nav_GalleryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_GalleryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_gallery(inputs)
	return en_nav_gallery(inputs)
});