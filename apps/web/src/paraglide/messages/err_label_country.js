/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_CountryInputs */

const en_err_label_country = /** @type {(inputs: Err_Label_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const ur_err_label_country = /** @type {(inputs: Err_Label_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملک`)
};

/**
* | output |
* | --- |
* | "Country" |
*
* @param {Err_Label_CountryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_country = /** @type {((inputs?: Err_Label_CountryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_CountryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_country(inputs)
	return en_err_label_country(inputs)
});