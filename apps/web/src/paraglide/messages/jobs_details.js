/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_DetailsInputs */

const en_jobs_details = /** @type {(inputs: Jobs_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Details`)
};

const ur_jobs_details = /** @type {(inputs: Jobs_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کی تفصیلات`)
};

/**
* | output |
* | --- |
* | "Job Details" |
*
* @param {Jobs_DetailsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_details = /** @type {((inputs?: Jobs_DetailsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_DetailsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_details(inputs)
	return en_jobs_details(inputs)
});