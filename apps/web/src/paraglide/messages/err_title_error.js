/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Title_ErrorInputs */

const en_err_title_error = /** @type {(inputs: Err_Title_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const ur_err_title_error = /** @type {(inputs: Err_Title_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خرابی`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Err_Title_ErrorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_title_error = /** @type {((inputs?: Err_Title_ErrorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Title_ErrorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_title_error(inputs)
	return en_err_title_error(inputs)
});