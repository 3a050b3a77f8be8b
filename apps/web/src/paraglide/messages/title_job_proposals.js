/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Job_ProposalsInputs */

const en_title_job_proposals = /** @type {(inputs: Title_Job_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Proposals`)
};

const ur_title_job_proposals = /** @type {(inputs: Title_Job_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کے پروپوزلز`)
};

/**
* | output |
* | --- |
* | "Job Proposals" |
*
* @param {Title_Job_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_job_proposals = /** @type {((inputs?: Title_Job_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Job_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_job_proposals(inputs)
	return en_title_job_proposals(inputs)
});