/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_39_TitleInputs */

const en_gallery_photo_39_title = /** @type {(inputs: Gallery_Photo_39_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STP Co-working Hall at Night`)
};

const ur_gallery_photo_39_title = /** @type {(inputs: Gallery_Photo_39_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رات کے وقت ایس ٹی پی کا کو ورکنگ ہال`)
};

/**
* | output |
* | --- |
* | "STP Co-working Hall at Night" |
*
* @param {Gallery_Photo_39_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_39_title = /** @type {((inputs?: Gallery_Photo_39_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_39_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_39_title(inputs)
	return en_gallery_photo_39_title(inputs)
});