/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Not_An_ImageInputs */

const en_profedit_not_an_image = /** @type {(inputs: Profedit_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose an image file`)
};

const ur_profedit_not_an_image = /** @type {(inputs: Profedit_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہ کرم تصویر کی فائل منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Please choose an image file" |
*
* @param {Profedit_Not_An_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_not_an_image = /** @type {((inputs?: Profedit_Not_An_ImageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Not_An_ImageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_not_an_image(inputs)
	return en_profedit_not_an_image(inputs)
});