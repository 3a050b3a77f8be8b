/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_20_TitleInputs */

const en_gallery_photo_20_title = /** @type {(inputs: Gallery_Photo_20_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First Earnings Celebration`)
};

const ur_gallery_photo_20_title = /** @type {(inputs: Gallery_Photo_20_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پہلی کمائی کا جشن`)
};

/**
* | output |
* | --- |
* | "First Earnings Celebration" |
*
* @param {Gallery_Photo_20_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_20_title = /** @type {((inputs?: Gallery_Photo_20_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_20_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_20_title(inputs)
	return en_gallery_photo_20_title(inputs)
});