/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_26_TitleInputs */

const en_gallery_photo_26_title = /** @type {(inputs: Gallery_Photo_26_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ILC Data Science Bootcamp`)
};

const ur_gallery_photo_26_title = /** @type {(inputs: Gallery_Photo_26_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی ایل سی ڈیٹا سائنس بوٹ کیمپ`)
};

/**
* | output |
* | --- |
* | "ILC Data Science Bootcamp" |
*
* @param {Gallery_Photo_26_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_26_title = /** @type {((inputs?: Gallery_Photo_26_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_26_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_26_title(inputs)
	return en_gallery_photo_26_title(inputs)
});