/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_30_TitleInputs */

const en_gallery_photo_30_title = /** @type {(inputs: Gallery_Photo_30_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI Tools for Freelancers`)
};

const ur_gallery_photo_30_title = /** @type {(inputs: Gallery_Photo_30_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسرز کے لیے اے آئی ٹولز`)
};

/**
* | output |
* | --- |
* | "AI Tools for Freelancers" |
*
* @param {Gallery_Photo_30_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_30_title = /** @type {((inputs?: Gallery_Photo_30_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_30_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_30_title(inputs)
	return en_gallery_photo_30_title(inputs)
});