/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_04_TitleInputs */

const en_gallery_photo_04_title = /** @type {(inputs: Gallery_Photo_04_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client Communication Masterclass`)
};

const ur_gallery_photo_04_title = /** @type {(inputs: Gallery_Photo_04_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ سے بات چیت کی ماسٹر کلاس`)
};

/**
* | output |
* | --- |
* | "Client Communication Masterclass" |
*
* @param {Gallery_Photo_04_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_04_title = /** @type {((inputs?: Gallery_Photo_04_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_04_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_04_title(inputs)
	return en_gallery_photo_04_title(inputs)
});