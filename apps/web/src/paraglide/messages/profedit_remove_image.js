/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Remove_ImageInputs */

const en_profedit_remove_image = /** @type {(inputs: Profedit_Remove_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove Image`)
};

const ur_profedit_remove_image = /** @type {(inputs: Profedit_Remove_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر ہٹائیں`)
};

/**
* | output |
* | --- |
* | "Remove Image" |
*
* @param {Profedit_Remove_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_remove_image = /** @type {((inputs?: Profedit_Remove_ImageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Remove_ImageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_remove_image(inputs)
	return en_profedit_remove_image(inputs)
});