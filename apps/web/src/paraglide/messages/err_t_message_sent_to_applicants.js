/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Err_T_Message_Sent_To_ApplicantsInputs */

const en_err_t_message_sent_to_applicants = /** @type {(inputs: Err_T_Message_Sent_To_ApplicantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Message sent to ${i?.shown} applicant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Message sent to ${i?.shown} applicants`);
	return /** @type {LocalizedString} */ ("err_t_message_sent_to_applicants");
};

const ur_err_t_message_sent_to_applicants = /** @type {(inputs: Err_T_Message_Sent_To_ApplicantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`پیغام ${i?.shown} امیدوار کو بھیج دیا گیا`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`پیغام ${i?.shown} امیدواروں کو بھیج دیا گیا`);
	return /** @type {LocalizedString} */ ("err_t_message_sent_to_applicants");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Message sent to {shown} applicant" |
* | "other" | "Message sent to {shown} applicants" |
*
* @param {Err_T_Message_Sent_To_ApplicantsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_message_sent_to_applicants = /** @type {((inputs: Err_T_Message_Sent_To_ApplicantsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Message_Sent_To_ApplicantsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_message_sent_to_applicants(inputs)
	return en_err_t_message_sent_to_applicants(inputs)
});