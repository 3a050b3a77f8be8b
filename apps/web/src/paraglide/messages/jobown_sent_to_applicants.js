/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Jobown_Sent_To_ApplicantsInputs */

const en_jobown_sent_to_applicants = /** @type {(inputs: Jobown_Sent_To_ApplicantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Message sent to ${i?.count} applicant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Message sent to ${i?.count} applicants`);
	return /** @type {LocalizedString} */ ("jobown_sent_to_applicants");
};

const ur_jobown_sent_to_applicants = /** @type {(inputs: Jobown_Sent_To_ApplicantsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`پیغام ${i?.shown} درخواست دہندہ کو بھیج دیا گیا`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`پیغام ${i?.shown} درخواست دہندگان کو بھیج دیا گیا`);
	return /** @type {LocalizedString} */ ("jobown_sent_to_applicants");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Message sent to {count} applicant" |
* | "other" | "Message sent to {count} applicants" |
*
* @param {Jobown_Sent_To_ApplicantsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sent_to_applicants = /** @type {((inputs: Jobown_Sent_To_ApplicantsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Sent_To_ApplicantsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_sent_to_applicants(inputs)
	return en_jobown_sent_to_applicants(inputs)
});