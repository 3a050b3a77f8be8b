/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Posting_JobInputs */

const en_jobown_posting_job = /** @type {(inputs: Jobown_Posting_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posting Job...`)
};

const ur_jobown_posting_job = /** @type {(inputs: Jobown_Posting_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب پوسٹ ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Posting Job..." |
*
* @param {Jobown_Posting_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_posting_job = /** @type {((inputs?: Jobown_Posting_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Posting_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_posting_job(inputs)
	return en_jobown_posting_job(inputs)
});