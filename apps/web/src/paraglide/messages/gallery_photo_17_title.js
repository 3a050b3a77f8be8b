/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_17_TitleInputs */

const en_gallery_photo_17_title = /** @type {(inputs: Gallery_Photo_17_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Women in Tech Panel Gilgit`)
};

const ur_gallery_photo_17_title = /** @type {(inputs: Gallery_Photo_17_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت میں ویمن اِن ٹیک مباحثہ`)
};

/**
* | output |
* | --- |
* | "Women in Tech Panel Gilgit" |
*
* @param {Gallery_Photo_17_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_17_title = /** @type {((inputs?: Gallery_Photo_17_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_17_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_17_title(inputs)
	return en_gallery_photo_17_title(inputs)
});