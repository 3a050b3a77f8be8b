/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs */

const en_err_this_job_is_no_longer_accepting_proposals = /** @type {(inputs: Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job is no longer accepting proposals`)
};

const ur_err_this_job_is_no_longer_accepting_proposals = /** @type {(inputs: Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ جاب اب پروپوزلز قبول نہیں کر رہی`)
};

/**
* | output |
* | --- |
* | "This job is no longer accepting proposals" |
*
* @param {Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_job_is_no_longer_accepting_proposals = /** @type {((inputs?: Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Job_Is_No_Longer_Accepting_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_job_is_no_longer_accepting_proposals(inputs)
	return en_err_this_job_is_no_longer_accepting_proposals(inputs)
});