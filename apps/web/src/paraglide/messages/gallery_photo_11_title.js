/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_11_TitleInputs */

const en_gallery_photo_11_title = /** @type {(inputs: Gallery_Photo_11_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diamer Hub Team Project Demo`)
};

const ur_gallery_photo_11_title = /** @type {(inputs: Gallery_Photo_11_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دیامر ہب میں ٹیم پروجیکٹ کی نمائش`)
};

/**
* | output |
* | --- |
* | "Diamer Hub Team Project Demo" |
*
* @param {Gallery_Photo_11_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_11_title = /** @type {((inputs?: Gallery_Photo_11_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_11_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_11_title(inputs)
	return en_gallery_photo_11_title(inputs)
});