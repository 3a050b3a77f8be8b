/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Sign_In_My_JobsInputs */

const en_jobown_sign_in_my_jobs = /** @type {(inputs: Jobown_Sign_In_My_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see the jobs you have posted.`)
};

const ur_jobown_sign_in_my_jobs = /** @type {(inputs: Jobown_Sign_In_My_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی پوسٹ کی ہوئی جابز دیکھنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to see the jobs you have posted." |
*
* @param {Jobown_Sign_In_My_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_my_jobs = /** @type {((inputs?: Jobown_Sign_In_My_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Sign_In_My_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_sign_in_my_jobs(inputs)
	return en_jobown_sign_in_my_jobs(inputs)
});