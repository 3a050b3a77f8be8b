/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_No_JobsInputs */

const en_jobown_no_jobs = /** @type {(inputs: Jobown_No_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No jobs posted yet`)
};

const ur_jobown_no_jobs = /** @type {(inputs: Jobown_No_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی آپ نے کوئی جاب پوسٹ نہیں کی`)
};

/**
* | output |
* | --- |
* | "No jobs posted yet" |
*
* @param {Jobown_No_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_no_jobs = /** @type {((inputs?: Jobown_No_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_No_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_no_jobs(inputs)
	return en_jobown_no_jobs(inputs)
});