/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Selected_FilesInputs */

const en_jobown_selected_files = /** @type {(inputs: Jobown_Selected_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected files`)
};

const ur_jobown_selected_files = /** @type {(inputs: Jobown_Selected_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتخب فائلیں`)
};

/**
* | output |
* | --- |
* | "Selected files" |
*
* @param {Jobown_Selected_FilesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_selected_files = /** @type {((inputs?: Jobown_Selected_FilesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Selected_FilesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_selected_files(inputs)
	return en_jobown_selected_files(inputs)
});