/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_32_TitleInputs */

const en_gallery_photo_32_title = /** @type {(inputs: Gallery_Photo_32_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software Technology Park Gilgit`)
};

const ur_gallery_photo_32_title = /** @type {(inputs: Gallery_Photo_32_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سافٹ ویئر ٹیکنالوجی پارک گلگت`)
};

/**
* | output |
* | --- |
* | "Software Technology Park Gilgit" |
*
* @param {Gallery_Photo_32_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_32_title = /** @type {((inputs?: Gallery_Photo_32_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_32_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_32_title(inputs)
	return en_gallery_photo_32_title(inputs)
});