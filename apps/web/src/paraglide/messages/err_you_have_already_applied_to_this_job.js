/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Have_Already_Applied_To_This_JobInputs */

const en_err_you_have_already_applied_to_this_job = /** @type {(inputs: Err_You_Have_Already_Applied_To_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already applied to this job`)
};

const ur_err_you_have_already_applied_to_this_job = /** @type {(inputs: Err_You_Have_Already_Applied_To_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ اس جاب پر پہلے ہی درخواست دے چکے ہیں`)
};

/**
* | output |
* | --- |
* | "You have already applied to this job" |
*
* @param {Err_You_Have_Already_Applied_To_This_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_applied_to_this_job = /** @type {((inputs?: Err_You_Have_Already_Applied_To_This_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Have_Already_Applied_To_This_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_have_already_applied_to_this_job(inputs)
	return en_err_you_have_already_applied_to_this_job(inputs)
});