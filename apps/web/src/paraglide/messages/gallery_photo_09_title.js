/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_09_TitleInputs */

const en_gallery_photo_09_title = /** @type {(inputs: Gallery_Photo_09_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentor Review Day in Gilgit`)
};

const ur_gallery_photo_09_title = /** @type {(inputs: Gallery_Photo_09_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت میں مینٹورز کا جائزہ دن`)
};

/**
* | output |
* | --- |
* | "Mentor Review Day in Gilgit" |
*
* @param {Gallery_Photo_09_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_09_title = /** @type {((inputs?: Gallery_Photo_09_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_09_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_09_title(inputs)
	return en_gallery_photo_09_title(inputs)
});