/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Reopen_JobInputs */

const en_err_failed_to_reopen_job = /** @type {(inputs: Err_Failed_To_Reopen_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reopen job`)
};

const ur_err_failed_to_reopen_job = /** @type {(inputs: Err_Failed_To_Reopen_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب دوبارہ نہیں کھل سکی`)
};

/**
* | output |
* | --- |
* | "Failed to reopen job" |
*
* @param {Err_Failed_To_Reopen_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_reopen_job = /** @type {((inputs?: Err_Failed_To_Reopen_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Reopen_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_reopen_job(inputs)
	return en_err_failed_to_reopen_job(inputs)
});