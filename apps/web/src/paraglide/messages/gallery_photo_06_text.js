/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_06_TextInputs */

const en_gallery_photo_06_text = /** @type {(inputs: Gallery_Photo_06_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A two-day sprint where teams shipped small web apps for local businesses.`)
};

const ur_gallery_photo_06_text = /** @type {(inputs: Gallery_Photo_06_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو روزہ اسپرنٹ جس میں ٹیموں نے مقامی کاروباروں کے لیے چھوٹی ویب ایپس تیار کیں۔`)
};

/**
* | output |
* | --- |
* | "A two-day sprint where teams shipped small web apps for local businesses." |
*
* @param {Gallery_Photo_06_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_06_text = /** @type {((inputs?: Gallery_Photo_06_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_06_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_06_text(inputs)
	return en_gallery_photo_06_text(inputs)
});