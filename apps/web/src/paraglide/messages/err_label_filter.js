/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_FilterInputs */

const en_err_label_filter = /** @type {(inputs: Err_Label_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const ur_err_label_filter = /** @type {(inputs: Err_Label_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فلٹر`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Err_Label_FilterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_filter = /** @type {((inputs?: Err_Label_FilterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_FilterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_filter(inputs)
	return en_err_label_filter(inputs)
});