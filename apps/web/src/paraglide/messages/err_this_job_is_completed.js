/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Job_Is_CompletedInputs */

const en_err_this_job_is_completed = /** @type {(inputs: Err_This_Job_Is_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job is completed`)
};

const ur_err_this_job_is_completed = /** @type {(inputs: Err_This_Job_Is_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ جاب مکمل ہو چکی ہے`)
};

/**
* | output |
* | --- |
* | "This job is completed" |
*
* @param {Err_This_Job_Is_CompletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_job_is_completed = /** @type {((inputs?: Err_This_Job_Is_CompletedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Job_Is_CompletedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_job_is_completed(inputs)
	return en_err_this_job_is_completed(inputs)
});