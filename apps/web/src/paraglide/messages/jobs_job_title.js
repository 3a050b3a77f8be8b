/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Job_TitleInputs */

const en_jobs_job_title = /** @type {(inputs: Jobs_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Title`)
};

const ur_jobs_job_title = /** @type {(inputs: Jobs_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کا عنوان`)
};

/**
* | output |
* | --- |
* | "Job Title" |
*
* @param {Jobs_Job_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_job_title = /** @type {((inputs?: Jobs_Job_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Job_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_job_title(inputs)
	return en_jobs_job_title(inputs)
});