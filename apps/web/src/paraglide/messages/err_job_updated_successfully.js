/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Job_Updated_SuccessfullyInputs */

const en_err_job_updated_successfully = /** @type {(inputs: Err_Job_Updated_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job updated successfully`)
};

const ur_err_job_updated_successfully = /** @type {(inputs: Err_Job_Updated_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کامیابی سے اپ ڈیٹ ہو گئی`)
};

/**
* | output |
* | --- |
* | "Job updated successfully" |
*
* @param {Err_Job_Updated_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_job_updated_successfully = /** @type {((inputs?: Err_Job_Updated_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Job_Updated_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_job_updated_successfully(inputs)
	return en_err_job_updated_successfully(inputs)
});