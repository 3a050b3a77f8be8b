/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Load_Job_Data_FailedInputs */

const en_jobown_load_job_data_failed = /** @type {(inputs: Jobown_Load_Job_Data_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load job data`)
};

const ur_jobown_load_job_data_failed = /** @type {(inputs: Jobown_Load_Job_Data_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کا ڈیٹا لوڈ نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to load job data" |
*
* @param {Jobown_Load_Job_Data_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_load_job_data_failed = /** @type {((inputs?: Jobown_Load_Job_Data_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Load_Job_Data_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_load_job_data_failed(inputs)
	return en_jobown_load_job_data_failed(inputs)
});