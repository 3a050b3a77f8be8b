/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Describe_The_Work_You_Are_SubmittingInputs */

const en_err_describe_the_work_you_are_submitting = /** @type {(inputs: Err_Describe_The_Work_You_Are_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Describe the work you are submitting`)
};

const ur_err_describe_the_work_you_are_submitting = /** @type {(inputs: Err_Describe_The_Work_You_Are_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جو کام آپ جمع کر رہے ہیں اس کی تفصیل لکھیں`)
};

/**
* | output |
* | --- |
* | "Describe the work you are submitting" |
*
* @param {Err_Describe_The_Work_You_Are_SubmittingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_describe_the_work_you_are_submitting = /** @type {((inputs?: Err_Describe_The_Work_You_Are_SubmittingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Describe_The_Work_You_Are_SubmittingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_describe_the_work_you_are_submitting(inputs)
	return en_err_describe_the_work_you_are_submitting(inputs)
});