/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_There_Are_No_Applicants_To_Message_YetInputs */

const en_err_there_are_no_applicants_to_message_yet = /** @type {(inputs: Err_There_Are_No_Applicants_To_Message_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no applicants to message yet`)
};

const ur_err_there_are_no_applicants_to_message_yet = /** @type {(inputs: Err_There_Are_No_Applicants_To_Message_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی پیغام بھیجنے کے لیے کوئی امیدوار نہیں`)
};

/**
* | output |
* | --- |
* | "There are no applicants to message yet" |
*
* @param {Err_There_Are_No_Applicants_To_Message_YetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_there_are_no_applicants_to_message_yet = /** @type {((inputs?: Err_There_Are_No_Applicants_To_Message_YetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_There_Are_No_Applicants_To_Message_YetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_there_are_no_applicants_to_message_yet(inputs)
	return en_err_there_are_no_applicants_to_message_yet(inputs)
});