/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Removed_On_SaveInputs */

const en_jobown_removed_on_save = /** @type {(inputs: Jobown_Removed_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed on save`)
};

const ur_jobown_removed_on_save = /** @type {(inputs: Jobown_Removed_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محفوظ کرنے پر ہٹا دی جائے گی`)
};

/**
* | output |
* | --- |
* | "Removed on save" |
*
* @param {Jobown_Removed_On_SaveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_removed_on_save = /** @type {((inputs?: Jobown_Removed_On_SaveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Removed_On_SaveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_removed_on_save(inputs)
	return en_jobown_removed_on_save(inputs)
});