/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_33_TitleInputs */

const en_gallery_photo_33_title = /** @type {(inputs: Gallery_Photo_33_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STP Skardu Office Floor`)
};

const ur_gallery_photo_33_title = /** @type {(inputs: Gallery_Photo_33_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایس ٹی پی اسکردو کا آفس فلور`)
};

/**
* | output |
* | --- |
* | "STP Skardu Office Floor" |
*
* @param {Gallery_Photo_33_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_33_title = /** @type {((inputs?: Gallery_Photo_33_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_33_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_33_title(inputs)
	return en_gallery_photo_33_title(inputs)
});