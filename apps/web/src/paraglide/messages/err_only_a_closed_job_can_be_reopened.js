/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_A_Closed_Job_Can_Be_ReopenedInputs */

const en_err_only_a_closed_job_can_be_reopened = /** @type {(inputs: Err_Only_A_Closed_Job_Can_Be_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a closed job can be reopened`)
};

const ur_err_only_a_closed_job_can_be_reopened = /** @type {(inputs: Err_Only_A_Closed_Job_Can_Be_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف بند جاب دوبارہ کھولی جا سکتی ہے`)
};

/**
* | output |
* | --- |
* | "Only a closed job can be reopened" |
*
* @param {Err_Only_A_Closed_Job_Can_Be_ReopenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_a_closed_job_can_be_reopened = /** @type {((inputs?: Err_Only_A_Closed_Job_Can_Be_ReopenedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_A_Closed_Job_Can_Be_ReopenedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_a_closed_job_can_be_reopened(inputs)
	return en_err_only_a_closed_job_can_be_reopened(inputs)
});