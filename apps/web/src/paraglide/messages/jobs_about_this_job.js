/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_About_This_JobInputs */

const en_jobs_about_this_job = /** @type {(inputs: Jobs_About_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this job`)
};

const ur_jobs_about_this_job = /** @type {(inputs: Jobs_About_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس جاب کے بارے میں`)
};

/**
* | output |
* | --- |
* | "About this job" |
*
* @param {Jobs_About_This_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_about_this_job = /** @type {((inputs?: Jobs_About_This_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_About_This_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_about_this_job(inputs)
	return en_jobs_about_this_job(inputs)
});