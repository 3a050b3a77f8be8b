/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Choose_ImageInputs */

const en_profedit_choose_image = /** @type {(inputs: Profedit_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Image`)
};

const ur_profedit_choose_image = /** @type {(inputs: Profedit_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Choose Image" |
*
* @param {Profedit_Choose_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_choose_image = /** @type {((inputs?: Profedit_Choose_ImageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Choose_ImageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_choose_image(inputs)
	return en_profedit_choose_image(inputs)
});