/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_31_TextInputs */

const en_gallery_photo_31_text = /** @type {(inputs: Gallery_Photo_31_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counsellors help learners choose a skill path and a first niche.`)
};

const ur_gallery_photo_31_text = /** @type {(inputs: Gallery_Photo_31_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشیر سیکھنے والوں کو مہارت کا راستہ اور پہلا شعبہ چننے میں مدد دیتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Counsellors help learners choose a skill path and a first niche." |
*
* @param {Gallery_Photo_31_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_31_text = /** @type {((inputs?: Gallery_Photo_31_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_31_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_31_text(inputs)
	return en_gallery_photo_31_text(inputs)
});