/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_08_TitleInputs */

const en_gallery_photo_08_title = /** @type {(inputs: Gallery_Photo_08_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiverr Gig Optimisation Session`)
};

const ur_gallery_photo_08_title = /** @type {(inputs: Gallery_Photo_08_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فائیور گِگ بہتر بنانے کا سیشن`)
};

/**
* | output |
* | --- |
* | "Fiverr Gig Optimisation Session" |
*
* @param {Gallery_Photo_08_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_08_title = /** @type {((inputs?: Gallery_Photo_08_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_08_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_08_title(inputs)
	return en_gallery_photo_08_title(inputs)
});