/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_NextInputs */

const en_gallery_next = /** @type {(inputs: Gallery_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next photo`)
};

const ur_gallery_next = /** @type {(inputs: Gallery_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اگلی تصویر`)
};

/**
* | output |
* | --- |
* | "Next photo" |
*
* @param {Gallery_NextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_next = /** @type {((inputs?: Gallery_NextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_NextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_next(inputs)
	return en_gallery_next(inputs)
});