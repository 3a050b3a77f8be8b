/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, count: NonNullable<unknown> }} Gallery_Photo_OfInputs */

const en_gallery_photo_of = /** @type {(inputs: Gallery_Photo_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} of ${i?.count}`)
};

const ur_gallery_photo_of = /** @type {(inputs: Gallery_Photo_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصویر ${i?.n} از ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Photo {n} of {count}" |
*
* @param {Gallery_Photo_OfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_of = /** @type {((inputs: Gallery_Photo_OfInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_OfInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_of(inputs)
	return en_gallery_photo_of(inputs)
});