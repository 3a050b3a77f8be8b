/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Reopen_FailedInputs */

const en_jobown_reopen_failed = /** @type {(inputs: Jobown_Reopen_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reopen job`)
};

const ur_jobown_reopen_failed = /** @type {(inputs: Jobown_Reopen_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب دوبارہ نہیں کھل سکی`)
};

/**
* | output |
* | --- |
* | "Failed to reopen job" |
*
* @param {Jobown_Reopen_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reopen_failed = /** @type {((inputs?: Jobown_Reopen_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Reopen_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_reopen_failed(inputs)
	return en_jobown_reopen_failed(inputs)
});