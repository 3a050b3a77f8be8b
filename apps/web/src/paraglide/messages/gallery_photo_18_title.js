/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_18_TitleInputs */

const en_gallery_photo_18_title = /** @type {(inputs: Gallery_Photo_18_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing Lab for Women`)
};

const ur_gallery_photo_18_title = /** @type {(inputs: Gallery_Photo_18_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خواتین کے لیے ڈیجیٹل مارکیٹنگ لیب`)
};

/**
* | output |
* | --- |
* | "Digital Marketing Lab for Women" |
*
* @param {Gallery_Photo_18_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_18_title = /** @type {((inputs?: Gallery_Photo_18_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_18_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_18_title(inputs)
	return en_gallery_photo_18_title(inputs)
});