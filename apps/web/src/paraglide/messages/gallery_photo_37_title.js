/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_37_TitleInputs */

const en_gallery_photo_37_title = /** @type {(inputs: Gallery_Photo_37_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STP Hunza Opening Ceremony`)
};

const ur_gallery_photo_37_title = /** @type {(inputs: Gallery_Photo_37_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ٹی پی ہنزہ کی افتتاحی تقریب`)
};

/**
* | output |
* | --- |
* | "STP Hunza Opening Ceremony" |
*
* @param {Gallery_Photo_37_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_37_title = /** @type {((inputs?: Gallery_Photo_37_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_37_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_37_title(inputs)
	return en_gallery_photo_37_title(inputs)
});