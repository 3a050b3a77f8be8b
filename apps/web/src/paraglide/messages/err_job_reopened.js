/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Job_ReopenedInputs */

const en_err_job_reopened = /** @type {(inputs: Err_Job_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job reopened`)
};

const ur_err_job_reopened = /** @type {(inputs: Err_Job_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب دوبارہ کھول دی گئی`)
};

/**
* | output |
* | --- |
* | "Job reopened" |
*
* @param {Err_Job_ReopenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_job_reopened = /** @type {((inputs?: Err_Job_ReopenedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Job_ReopenedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_job_reopened(inputs)
	return en_err_job_reopened(inputs)
});