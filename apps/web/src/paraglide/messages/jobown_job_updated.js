/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Job_UpdatedInputs */

const en_jobown_job_updated = /** @type {(inputs: Jobown_Job_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Updated!`)
};

const ur_jobown_job_updated = /** @type {(inputs: Jobown_Job_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب اپ ڈیٹ ہو گئی!`)
};

/**
* | output |
* | --- |
* | "Job Updated!" |
*
* @param {Jobown_Job_UpdatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_job_updated = /** @type {((inputs?: Jobown_Job_UpdatedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Job_UpdatedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_job_updated(inputs)
	return en_jobown_job_updated(inputs)
});