/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_LocationInputs */

const en_err_label_location = /** @type {(inputs: Err_Label_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const ur_err_label_location = /** @type {(inputs: Err_Label_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Err_Label_LocationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_location = /** @type {((inputs?: Err_Label_LocationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_LocationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_location(inputs)
	return en_err_label_location(inputs)
});