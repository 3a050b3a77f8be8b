/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_No_FilesInputs */

const en_jobown_no_files = /** @type {(inputs: Jobown_No_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No files chosen`)
};

const ur_jobown_no_files = /** @type {(inputs: Jobown_No_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی فائل منتخب نہیں کی گئی`)
};

/**
* | output |
* | --- |
* | "No files chosen" |
*
* @param {Jobown_No_FilesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_no_files = /** @type {((inputs?: Jobown_No_FilesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_No_FilesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_no_files(inputs)
	return en_jobown_no_files(inputs)
});