/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Appeal_Deadline_Must_Be_Within_A_YearInputs */

const en_err_appeal_deadline_must_be_within_a_year = /** @type {(inputs: Err_Appeal_Deadline_Must_Be_Within_A_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appeal deadline must be within a year`)
};

const ur_err_appeal_deadline_must_be_within_a_year = /** @type {(inputs: Err_Appeal_Deadline_Must_Be_Within_A_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپیل کی آخری تاریخ ایک سال کے اندر ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Appeal deadline must be within a year" |
*
* @param {Err_Appeal_Deadline_Must_Be_Within_A_YearInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_appeal_deadline_must_be_within_a_year = /** @type {((inputs?: Err_Appeal_Deadline_Must_Be_Within_A_YearInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Appeal_Deadline_Must_Be_Within_A_YearInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_appeal_deadline_must_be_within_a_year(inputs)
	return en_err_appeal_deadline_must_be_within_a_year(inputs)
});