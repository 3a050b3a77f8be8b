/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_18_TextInputs */

const en_gallery_photo_18_text = /** @type {(inputs: Gallery_Photo_18_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planning campaigns and reading analytics for real small businesses.`)
};

const ur_gallery_photo_18_text = /** @type {(inputs: Gallery_Photo_18_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حقیقی چھوٹے کاروباروں کے لیے مہمات کی منصوبہ بندی اور اینالیٹکس کا تجزیہ۔`)
};

/**
* | output |
* | --- |
* | "Planning campaigns and reading analytics for real small businesses." |
*
* @param {Gallery_Photo_18_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_18_text = /** @type {((inputs?: Gallery_Photo_18_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_18_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_18_text(inputs)
	return en_gallery_photo_18_text(inputs)
});