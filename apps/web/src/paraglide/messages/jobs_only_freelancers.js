/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Only_FreelancersInputs */

const en_jobs_only_freelancers = /** @type {(inputs: Jobs_Only_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only freelancers can submit proposals`)
};

const ur_jobs_only_freelancers = /** @type {(inputs: Jobs_Only_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف فری لانسرز پروپوزل بھیج سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "Only freelancers can submit proposals" |
*
* @param {Jobs_Only_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_only_freelancers = /** @type {((inputs?: Jobs_Only_FreelancersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Only_FreelancersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_only_freelancers(inputs)
	return en_jobs_only_freelancers(inputs)
});