/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_02_TitleInputs */

const en_gallery_photo_02_title = /** @type {(inputs: Gallery_Photo_02_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upwork Profile Building Workshop`)
};

const ur_gallery_photo_02_title = /** @type {(inputs: Gallery_Photo_02_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپ ورک پروفائل بنانے کی ورکشاپ`)
};

/**
* | output |
* | --- |
* | "Upwork Profile Building Workshop" |
*
* @param {Gallery_Photo_02_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_02_title = /** @type {((inputs?: Gallery_Photo_02_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_02_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_02_title(inputs)
	return en_gallery_photo_02_title(inputs)
});