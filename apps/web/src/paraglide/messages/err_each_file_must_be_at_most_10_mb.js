/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Each_File_Must_Be_At_Most_10_MbInputs */

const en_err_each_file_must_be_at_most_10_mb = /** @type {(inputs: Err_Each_File_Must_Be_At_Most_10_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each file must be at most 10 MB`)
};

const ur_err_each_file_must_be_at_most_10_mb = /** @type {(inputs: Err_Each_File_Must_Be_At_Most_10_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر فائل زیادہ سے زیادہ 10 ایم بی کی ہو سکتی ہے`)
};

/**
* | output |
* | --- |
* | "Each file must be at most 10 MB" |
*
* @param {Err_Each_File_Must_Be_At_Most_10_MbInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_each_file_must_be_at_most_10_mb = /** @type {((inputs?: Err_Each_File_Must_Be_At_Most_10_MbInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Each_File_Must_Be_At_Most_10_MbInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_each_file_must_be_at_most_10_mb(inputs)
	return en_err_each_file_must_be_at_most_10_mb(inputs)
});