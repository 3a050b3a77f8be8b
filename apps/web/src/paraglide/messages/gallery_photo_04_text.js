/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_04_TextInputs */

const en_gallery_photo_04_text = /** @type {(inputs: Gallery_Photo_04_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to scope a project, agree milestones and keep a client informed.`)
};

const ur_gallery_photo_04_text = /** @type {(inputs: Gallery_Photo_04_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ کا دائرہ کیسے طے کریں، مراحل پر اتفاق کیسے کریں اور کلائنٹ کو باخبر کیسے رکھیں۔`)
};

/**
* | output |
* | --- |
* | "How to scope a project, agree milestones and keep a client informed." |
*
* @param {Gallery_Photo_04_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_04_text = /** @type {((inputs?: Gallery_Photo_04_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_04_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_04_text(inputs)
	return en_gallery_photo_04_text(inputs)
});