/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Attachment_Not_Found_On_This_JobInputs */

const en_err_attachment_not_found_on_this_job = /** @type {(inputs: Err_Attachment_Not_Found_On_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attachment not found on this job`)
};

const ur_err_attachment_not_found_on_this_job = /** @type {(inputs: Err_Attachment_Not_Found_On_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس جاب پر یہ اٹیچمنٹ نہیں ملی`)
};

/**
* | output |
* | --- |
* | "Attachment not found on this job" |
*
* @param {Err_Attachment_Not_Found_On_This_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_attachment_not_found_on_this_job = /** @type {((inputs?: Err_Attachment_Not_Found_On_This_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Attachment_Not_Found_On_This_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_attachment_not_found_on_this_job(inputs)
	return en_err_attachment_not_found_on_this_job(inputs)
});