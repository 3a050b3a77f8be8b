/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Close_JobInputs */

const en_err_failed_to_close_job = /** @type {(inputs: Err_Failed_To_Close_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to close job`)
};

const ur_err_failed_to_close_job = /** @type {(inputs: Err_Failed_To_Close_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب بند نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to close job" |
*
* @param {Err_Failed_To_Close_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_close_job = /** @type {((inputs?: Err_Failed_To_Close_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Close_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_close_job(inputs)
	return en_err_failed_to_close_job(inputs)
});