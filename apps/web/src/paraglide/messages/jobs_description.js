/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_DescriptionInputs */

const en_jobs_description = /** @type {(inputs: Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Description`)
};

const ur_jobs_description = /** @type {(inputs: Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کی تفصیل`)
};

/**
* | output |
* | --- |
* | "Job Description" |
*
* @param {Jobs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_description = /** @type {((inputs?: Jobs_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_description(inputs)
	return en_jobs_description(inputs)
});