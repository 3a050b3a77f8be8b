/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_PreviousInputs */

const en_gallery_previous = /** @type {(inputs: Gallery_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous photo`)
};

const ur_gallery_previous = /** @type {(inputs: Gallery_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پچھلی تصویر`)
};

/**
* | output |
* | --- |
* | "Previous photo" |
*
* @param {Gallery_PreviousInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_previous = /** @type {((inputs?: Gallery_PreviousInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_PreviousInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_previous(inputs)
	return en_gallery_previous(inputs)
});