/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_10_TitleInputs */

const en_gallery_photo_10_title = /** @type {(inputs: Gallery_Photo_10_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Astore Hub First Cohort`)
};

const ur_gallery_photo_10_title = /** @type {(inputs: Gallery_Photo_10_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استور ہب کا پہلا گروپ`)
};

/**
* | output |
* | --- |
* | "Astore Hub First Cohort" |
*
* @param {Gallery_Photo_10_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_10_title = /** @type {((inputs?: Gallery_Photo_10_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_10_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_10_title(inputs)
	return en_gallery_photo_10_title(inputs)
});