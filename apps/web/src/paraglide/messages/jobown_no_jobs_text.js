/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_No_Jobs_TextInputs */

const en_jobown_no_jobs_text = /** @type {(inputs: Jobown_No_Jobs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post your first job and start receiving proposals from freelancers.`)
};

const ur_jobown_no_jobs_text = /** @type {(inputs: Jobown_No_Jobs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی پہلی جاب پوسٹ کریں اور فری لانسرز سے پروپوزلز حاصل کرنا شروع کریں۔`)
};

/**
* | output |
* | --- |
* | "Post your first job and start receiving proposals from freelancers." |
*
* @param {Jobown_No_Jobs_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_no_jobs_text = /** @type {((inputs?: Jobown_No_Jobs_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_No_Jobs_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_no_jobs_text(inputs)
	return en_jobown_no_jobs_text(inputs)
});