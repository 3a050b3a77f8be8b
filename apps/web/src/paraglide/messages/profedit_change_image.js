/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Change_ImageInputs */

const en_profedit_change_image = /** @type {(inputs: Profedit_Change_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Image`)
};

const ur_profedit_change_image = /** @type {(inputs: Profedit_Change_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر تبدیل کریں`)
};

/**
* | output |
* | --- |
* | "Change Image" |
*
* @param {Profedit_Change_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_change_image = /** @type {((inputs?: Profedit_Change_ImageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Change_ImageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_change_image(inputs)
	return en_profedit_change_image(inputs)
});