/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Job_Is_No_Longer_OpenInputs */

const en_err_this_job_is_no_longer_open = /** @type {(inputs: Err_This_Job_Is_No_Longer_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job is no longer open`)
};

const ur_err_this_job_is_no_longer_open = /** @type {(inputs: Err_This_Job_Is_No_Longer_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ جاب اب کھلی نہیں`)
};

/**
* | output |
* | --- |
* | "This job is no longer open" |
*
* @param {Err_This_Job_Is_No_Longer_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_job_is_no_longer_open = /** @type {((inputs?: Err_This_Job_Is_No_Longer_OpenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Job_Is_No_Longer_OpenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_job_is_no_longer_open(inputs)
	return en_err_this_job_is_no_longer_open(inputs)
});