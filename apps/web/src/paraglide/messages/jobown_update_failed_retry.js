/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Update_Failed_RetryInputs */

const en_jobown_update_failed_retry = /** @type {(inputs: Jobown_Update_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update job. Please try again.`)
};

const ur_jobown_update_failed_retry = /** @type {(inputs: Jobown_Update_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب اپ ڈیٹ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Failed to update job. Please try again." |
*
* @param {Jobown_Update_Failed_RetryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_update_failed_retry = /** @type {((inputs?: Jobown_Update_Failed_RetryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Update_Failed_RetryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_update_failed_retry(inputs)
	return en_jobown_update_failed_retry(inputs)
});