/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_29_TitleInputs */

const en_gallery_photo_29_title = /** @type {(inputs: Gallery_Photo_29_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ILC Hackathon Finals`)
};

const ur_gallery_photo_29_title = /** @type {(inputs: Gallery_Photo_29_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی ایل سی ہیکاتھون کا فائنل`)
};

/**
* | output |
* | --- |
* | "ILC Hackathon Finals" |
*
* @param {Gallery_Photo_29_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_29_title = /** @type {((inputs?: Gallery_Photo_29_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_29_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_29_title(inputs)
	return en_gallery_photo_29_title(inputs)
});