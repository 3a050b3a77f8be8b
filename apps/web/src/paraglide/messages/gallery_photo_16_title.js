/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_16_TitleInputs */

const en_gallery_photo_16_title = /** @type {(inputs: Gallery_Photo_16_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Writing Circle Hunza`)
};

const ur_gallery_photo_16_title = /** @type {(inputs: Gallery_Photo_16_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہنزہ میں کانٹینٹ رائٹنگ حلقہ`)
};

/**
* | output |
* | --- |
* | "Content Writing Circle Hunza" |
*
* @param {Gallery_Photo_16_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_16_title = /** @type {((inputs?: Gallery_Photo_16_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_16_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_16_title(inputs)
	return en_gallery_photo_16_title(inputs)
});