/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Back_To_JobsInputs */

const en_jobs_back_to_jobs = /** @type {(inputs: Jobs_Back_To_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Jobs`)
};

const ur_jobs_back_to_jobs = /** @type {(inputs: Jobs_Back_To_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جابز پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to Jobs" |
*
* @param {Jobs_Back_To_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_back_to_jobs = /** @type {((inputs?: Jobs_Back_To_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Back_To_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_back_to_jobs(inputs)
	return en_jobs_back_to_jobs(inputs)
});