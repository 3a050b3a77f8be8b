/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs */

const en_err_completion_date_must_be_a_date_yyyy_mm_dd = /** @type {(inputs: Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completion date must be a date (YYYY-MM-DD)`)
};

const ur_err_completion_date_must_be_a_date_yyyy_mm_dd = /** @type {(inputs: Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکمیل کی تاریخ درست تاریخ ہونی چاہیے (YYYY-MM-DD)`)
};

/**
* | output |
* | --- |
* | "Completion date must be a date (YYYY-MM-DD)" |
*
* @param {Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_completion_date_must_be_a_date_yyyy_mm_dd = /** @type {((inputs?: Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Completion_Date_Must_Be_A_Date_Yyyy_Mm_DdInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_completion_date_must_be_a_date_yyyy_mm_dd(inputs)
	return en_err_completion_date_must_be_a_date_yyyy_mm_dd(inputs)
});