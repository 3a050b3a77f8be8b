/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_07_TitleInputs */

const en_gallery_photo_07_title = /** @type {(inputs: Gallery_Photo_07_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ghizer Hub Orientation Day`)
};

const ur_gallery_photo_07_title = /** @type {(inputs: Gallery_Photo_07_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غذر ہب میں تعارفی دن`)
};

/**
* | output |
* | --- |
* | "Ghizer Hub Orientation Day" |
*
* @param {Gallery_Photo_07_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_07_title = /** @type {((inputs?: Gallery_Photo_07_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_07_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_07_title(inputs)
	return en_gallery_photo_07_title(inputs)
});