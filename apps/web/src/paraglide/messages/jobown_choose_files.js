/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Choose_FilesInputs */

const en_jobown_choose_files = /** @type {(inputs: Jobown_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Files`)
};

const ur_jobown_choose_files = /** @type {(inputs: Jobown_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فائلیں منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Choose Files" |
*
* @param {Jobown_Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_choose_files = /** @type {((inputs?: Jobown_Choose_FilesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Choose_FilesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_choose_files(inputs)
	return en_jobown_choose_files(inputs)
});