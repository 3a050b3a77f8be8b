/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Back_To_JobInputs */

const en_jobown_back_to_job = /** @type {(inputs: Jobown_Back_To_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Job`)
};

const ur_jobown_back_to_job = /** @type {(inputs: Jobown_Back_To_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to Job" |
*
* @param {Jobown_Back_To_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_back_to_job = /** @type {((inputs?: Jobown_Back_To_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Back_To_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_back_to_job(inputs)
	return en_jobown_back_to_job(inputs)
});