/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_Photo_21_TextInputs */

const en_gallery_photo_21_text = /** @type {(inputs: Gallery_Photo_21_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-to-one mentoring on portfolios, pricing and proposals.`)
};

const ur_gallery_photo_21_text = /** @type {(inputs: Gallery_Photo_21_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پورٹ فولیو، قیمتوں اور پروپوزلز پر انفرادی رہنمائی۔`)
};

/**
* | output |
* | --- |
* | "One-to-one mentoring on portfolios, pricing and proposals." |
*
* @param {Gallery_Photo_21_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_21_text = /** @type {((inputs?: Gallery_Photo_21_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Photo_21_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_gallery_photo_21_text(inputs)
	return en_gallery_photo_21_text(inputs)
});