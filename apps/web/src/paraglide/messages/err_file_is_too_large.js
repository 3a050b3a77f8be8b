/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_File_Is_Too_LargeInputs */

const en_err_file_is_too_large = /** @type {(inputs: Err_File_Is_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File is too large`)
};

const ur_err_file_is_too_large = /** @type {(inputs: Err_File_Is_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فائل بہت بڑی ہے`)
};

/**
* | output |
* | --- |
* | "File is too large" |
*
* @param {Err_File_Is_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_file_is_too_large = /** @type {((inputs?: Err_File_Is_Too_LargeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_File_Is_Too_LargeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_file_is_too_large(inputs)
	return en_err_file_is_too_large(inputs)
});