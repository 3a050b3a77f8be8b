/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Job_ClosedInputs */

const en_err_job_closed = /** @type {(inputs: Err_Job_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job closed`)
};

const ur_err_job_closed = /** @type {(inputs: Err_Job_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب بند کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Job closed" |
*
* @param {Err_Job_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_job_closed = /** @type {((inputs?: Err_Job_ClosedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Job_ClosedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_job_closed(inputs)
	return en_err_job_closed(inputs)
});