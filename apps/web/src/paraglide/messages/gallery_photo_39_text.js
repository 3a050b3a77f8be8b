/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_39_TextInputs */

const en_gallery_photo_39_text = /** @type {(inputs: Gallery_Photo_39_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancers working late for clients in other time zones.`)
};

const ur_gallery_photo_39_text = /** @type {(inputs: Gallery_Photo_39_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دوسرے ٹائم زونز کے کلائنٹس کے لیے دیر رات تک کام کرتے فری لانسرز۔`)
};

/**
* | output |
* | --- |
* | "Freelancers working late for clients in other time zones." |
*
* @param {Gallery_Photo_39_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_39_text = /** @type {((inputs?: Gallery_Photo_39_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_39_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_39_text(inputs)
	return en_gallery_photo_39_text(inputs)
});