/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_FilesInputs */

const en_err_too_many_files = /** @type {(inputs: Err_Too_Many_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many files`)
};

const ur_err_too_many_files = /** @type {(inputs: Err_Too_Many_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ فائلیں`)
};

/**
* | output |
* | --- |
* | "Too many files" |
*
* @param {Err_Too_Many_FilesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_files = /** @type {((inputs?: Err_Too_Many_FilesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_FilesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_files(inputs)
	return en_err_too_many_files(inputs)
});