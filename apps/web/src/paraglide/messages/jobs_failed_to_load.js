/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Failed_To_LoadInputs */

const en_jobs_failed_to_load = /** @type {(inputs: Jobs_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load job details`)
};

const ur_jobs_failed_to_load = /** @type {(inputs: Jobs_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کی تفصیل لوڈ نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to load job details" |
*
* @param {Jobs_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_failed_to_load = /** @type {((inputs?: Jobs_Failed_To_LoadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Failed_To_LoadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_failed_to_load(inputs)
	return en_jobs_failed_to_load(inputs)
});