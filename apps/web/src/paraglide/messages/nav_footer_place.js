/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Footer_PlaceInputs */

const en_nav_footer_place = /** @type {(inputs: Nav_Footer_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gilgit-Baltistan, Pakistan.`)
};

const ur_nav_footer_place = /** @type {(inputs: Nav_Footer_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان، پاکستان۔`)
};

/**
* | output |
* | --- |
* | "Gilgit-Baltistan, Pakistan." |
*
* @param {Nav_Footer_PlaceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_footer_place = /** @type {((inputs?: Nav_Footer_PlaceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Footer_PlaceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_footer_place(inputs)
	return en_nav_footer_place(inputs)
});