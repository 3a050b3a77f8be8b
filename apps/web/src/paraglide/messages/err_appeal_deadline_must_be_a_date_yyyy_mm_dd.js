/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Appeal_Deadline_Must_Be_A_Date_Yyyy_Mm_DdInputs */

const en_err_appeal_deadline_must_be_a_date_yyyy_mm_dd = /** @type {(inputs: Err_Appeal_Deadline_Must_Be_A_Date_Yyyy_Mm_DdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appeal deadline must be a date (YYYY-MM-DD)`)
};

const ur_err_appeal_deadline_must_be_a_date_yyyy_mm_dd = /** @type {(inputs: Err_Appeal_Deadline_Must_Be_A_Date_Yyyy_Mm_DdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپیل کی آخری تاریخ درست تاریخ ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Appeal deadline must be a date (YYYY-MM-DD)" |
*
* @param {Err_Appeal_Deadline_Must_Be_A_Date_Yyyy_Mm_DdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_appeal_deadline_must_be_a_date_yyyy_mm_dd = /** @type {((inputs?: Err_Appeal_Deadline_Must_Be_A_Date_Yyyy_Mm_DdInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Appeal_Deadline_Must_Be_A_Date_Yyyy_Mm_DdInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_appeal_deadline_must_be_a_date_yyyy_mm_dd(inputs)
	return en_err_appeal_deadline_must_be_a_date_yyyy_mm_dd(inputs)
});