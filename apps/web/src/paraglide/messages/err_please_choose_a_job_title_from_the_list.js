/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Please_Choose_A_Job_Title_From_The_ListInputs */

const en_err_please_choose_a_job_title_from_the_list = /** @type {(inputs: Err_Please_Choose_A_Job_Title_From_The_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a job title from the list`)
};

const ur_err_please_choose_a_job_title_from_the_list = /** @type {(inputs: Err_Please_Choose_A_Job_Title_From_The_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم فہرست میں سے عہدہ منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Please choose a job title from the list" |
*
* @param {Err_Please_Choose_A_Job_Title_From_The_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_choose_a_job_title_from_the_list = /** @type {((inputs?: Err_Please_Choose_A_Job_Title_From_The_ListInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Please_Choose_A_Job_Title_From_The_ListInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_please_choose_a_job_title_from_the_list(inputs)
	return en_err_please_choose_a_job_title_from_the_list(inputs)
});