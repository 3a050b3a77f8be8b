/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_23_TextInputs */

const en_gallery_photo_23_text = /** @type {(inputs: Gallery_Photo_23_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTML, CSS and JavaScript from the first line to a deployed site.`)
};

const ur_gallery_photo_23_text = /** @type {(inputs: Gallery_Photo_23_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایچ ٹی ایم ایل، سی ایس ایس اور جاوا اسکرپٹ، پہلی لائن سے لے کر آن لائن ویب سائٹ تک۔`)
};

/**
* | output |
* | --- |
* | "HTML, CSS and JavaScript from the first line to a deployed site." |
*
* @param {Gallery_Photo_23_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_23_text = /** @type {((inputs?: Gallery_Photo_23_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_23_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_23_text(inputs)
	return en_gallery_photo_23_text(inputs)
});