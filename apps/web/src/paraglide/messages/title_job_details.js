/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Job_DetailsInputs */

const en_title_job_details = /** @type {(inputs: Title_Job_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Details`)
};

const ur_title_job_details = /** @type {(inputs: Title_Job_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کی تفصیل`)
};

/**
* | output |
* | --- |
* | "Job Details" |
*
* @param {Title_Job_DetailsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_job_details = /** @type {((inputs?: Title_Job_DetailsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Job_DetailsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_job_details(inputs)
	return en_title_job_details(inputs)
});