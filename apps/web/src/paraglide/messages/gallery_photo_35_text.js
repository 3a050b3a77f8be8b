/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_35_TextInputs */

const en_gallery_photo_35_text = /** @type {(inputs: Gallery_Photo_35_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentors visit the incubated start-ups at their desks.`)
};

const ur_gallery_photo_35_text = /** @type {(inputs: Gallery_Photo_35_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مینٹورز انکیوبیٹ ہونے والے اسٹارٹ اپس سے ان کی ڈیسکس پر ملتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Mentors visit the incubated start-ups at their desks." |
*
* @param {Gallery_Photo_35_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_35_text = /** @type {((inputs?: Gallery_Photo_35_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_35_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_35_text(inputs)
	return en_gallery_photo_35_text(inputs)
});