/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_06_TitleInputs */

const en_gallery_photo_06_title = /** @type {(inputs: Gallery_Photo_06_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skardu Hub Coding Sprint`)
};

const ur_gallery_photo_06_title = /** @type {(inputs: Gallery_Photo_06_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسکردو ہب کی کوڈنگ اسپرنٹ`)
};

/**
* | output |
* | --- |
* | "Skardu Hub Coding Sprint" |
*
* @param {Gallery_Photo_06_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_06_title = /** @type {((inputs?: Gallery_Photo_06_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_06_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_06_title(inputs)
	return en_gallery_photo_06_title(inputs)
});