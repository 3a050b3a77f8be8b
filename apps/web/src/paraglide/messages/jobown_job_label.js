/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Job_LabelInputs */

const en_jobown_job_label = /** @type {(inputs: Jobown_Job_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job:`)
};

const ur_jobown_job_label = /** @type {(inputs: Jobown_Job_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب:`)
};

/**
* | output |
* | --- |
* | "Job:" |
*
* @param {Jobown_Job_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_job_label = /** @type {((inputs?: Jobown_Job_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Job_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_job_label(inputs)
	return en_jobown_job_label(inputs)
});