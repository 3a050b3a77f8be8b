/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Loading_JobsInputs */

const en_jobown_loading_jobs = /** @type {(inputs: Jobown_Loading_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your jobs...`)
};

const ur_jobown_loading_jobs = /** @type {(inputs: Jobown_Loading_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی جابز لوڈ ہو رہی ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading your jobs..." |
*
* @param {Jobown_Loading_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_loading_jobs = /** @type {((inputs?: Jobown_Loading_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Loading_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_loading_jobs(inputs)
	return en_jobown_loading_jobs(inputs)
});