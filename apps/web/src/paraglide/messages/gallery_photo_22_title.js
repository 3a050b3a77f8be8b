/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_22_TitleInputs */

const en_gallery_photo_22_title = /** @type {(inputs: Gallery_Photo_22_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookkeeping Skills Workshop`)
};

const ur_gallery_photo_22_title = /** @type {(inputs: Gallery_Photo_22_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بک کیپنگ کی مہارتوں پر ورکشاپ`)
};

/**
* | output |
* | --- |
* | "Bookkeeping Skills Workshop" |
*
* @param {Gallery_Photo_22_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_22_title = /** @type {((inputs?: Gallery_Photo_22_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_22_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_22_title(inputs)
	return en_gallery_photo_22_title(inputs)
});