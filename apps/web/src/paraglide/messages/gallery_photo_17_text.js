/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_17_TextInputs */

const en_gallery_photo_17_text = /** @type {(inputs: Gallery_Photo_17_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successful freelancers talk about balancing clients, study and family.`)
};

const ur_gallery_photo_17_text = /** @type {(inputs: Gallery_Photo_17_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کامیاب فری لانسر خواتین کلائنٹس، تعلیم اور گھر کے درمیان توازن پر بات کرتی ہیں۔`)
};

/**
* | output |
* | --- |
* | "Successful freelancers talk about balancing clients, study and family." |
*
* @param {Gallery_Photo_17_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_17_text = /** @type {((inputs?: Gallery_Photo_17_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_17_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_17_text(inputs)
	return en_gallery_photo_17_text(inputs)
});