/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_12_TitleInputs */

const en_gallery_photo_12_title = /** @type {(inputs: Gallery_Photo_12_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer Meetup at Aliabad`)
};

const ur_gallery_photo_12_title = /** @type {(inputs: Gallery_Photo_12_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`علی آباد میں فری لانسرز کی ملاقات`)
};

/**
* | output |
* | --- |
* | "Freelancer Meetup at Aliabad" |
*
* @param {Gallery_Photo_12_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_12_title = /** @type {((inputs?: Gallery_Photo_12_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_12_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_12_title(inputs)
	return en_gallery_photo_12_title(inputs)
});