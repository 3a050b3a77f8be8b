/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_34_TitleInputs */

const en_gallery_photo_34_title = /** @type {(inputs: Gallery_Photo_34_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Startup Pitch Day at STP`)
};

const ur_gallery_photo_34_title = /** @type {(inputs: Gallery_Photo_34_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ٹی پی میں اسٹارٹ اپ پچ ڈے`)
};

/**
* | output |
* | --- |
* | "Startup Pitch Day at STP" |
*
* @param {Gallery_Photo_34_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_34_title = /** @type {((inputs?: Gallery_Photo_34_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_34_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_34_title(inputs)
	return en_gallery_photo_34_title(inputs)
});