/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_19_TitleInputs */

const en_gallery_photo_19_title = /** @type {(inputs: Gallery_Photo_19_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shigar Women Hub Launch`)
};

const ur_gallery_photo_19_title = /** @type {(inputs: Gallery_Photo_19_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شگر ویمن ہب کا آغاز`)
};

/**
* | output |
* | --- |
* | "Shigar Women Hub Launch" |
*
* @param {Gallery_Photo_19_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_19_title = /** @type {((inputs?: Gallery_Photo_19_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_19_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_19_title(inputs)
	return en_gallery_photo_19_title(inputs)
});