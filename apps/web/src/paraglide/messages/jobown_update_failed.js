/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Update_FailedInputs */

const en_jobown_update_failed = /** @type {(inputs: Jobown_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update job`)
};

const ur_jobown_update_failed = /** @type {(inputs: Jobown_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب اپ ڈیٹ نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to update job" |
*
* @param {Jobown_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_update_failed = /** @type {((inputs?: Jobown_Update_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Update_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_update_failed(inputs)
	return en_jobown_update_failed(inputs)
});