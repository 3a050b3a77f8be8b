/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Back_To_My_JobsInputs */

const en_jobown_back_to_my_jobs = /** @type {(inputs: Jobown_Back_To_My_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Jobs`)
};

const ur_jobown_back_to_my_jobs = /** @type {(inputs: Jobown_Back_To_My_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میری جابز پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to My Jobs" |
*
* @param {Jobown_Back_To_My_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_back_to_my_jobs = /** @type {((inputs?: Jobown_Back_To_My_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Back_To_My_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_back_to_my_jobs(inputs)
	return en_jobown_back_to_my_jobs(inputs)
});