/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Update_JobInputs */

const en_err_failed_to_update_job = /** @type {(inputs: Err_Failed_To_Update_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update job`)
};

const ur_err_failed_to_update_job = /** @type {(inputs: Err_Failed_To_Update_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب اپ ڈیٹ نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to update job" |
*
* @param {Err_Failed_To_Update_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_update_job = /** @type {((inputs?: Err_Failed_To_Update_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Update_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_update_job(inputs)
	return en_err_failed_to_update_job(inputs)
});