/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Load_Jobs_FailedInputs */

const en_jobown_load_jobs_failed = /** @type {(inputs: Jobown_Load_Jobs_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load your jobs`)
};

const ur_jobown_load_jobs_failed = /** @type {(inputs: Jobown_Load_Jobs_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی جابز لوڈ نہیں ہو سکیں`)
};

/**
* | output |
* | --- |
* | "Failed to load your jobs" |
*
* @param {Jobown_Load_Jobs_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_load_jobs_failed = /** @type {((inputs?: Jobown_Load_Jobs_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Load_Jobs_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_load_jobs_failed(inputs)
	return en_jobown_load_jobs_failed(inputs)
});