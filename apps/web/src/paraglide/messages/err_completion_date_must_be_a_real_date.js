/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Completion_Date_Must_Be_A_Real_DateInputs */

const en_err_completion_date_must_be_a_real_date = /** @type {(inputs: Err_Completion_Date_Must_Be_A_Real_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completion date must be a real date`)
};

const ur_err_completion_date_must_be_a_real_date = /** @type {(inputs: Err_Completion_Date_Must_Be_A_Real_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکمیل کی تاریخ کوئی موجود تاریخ ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Completion date must be a real date" |
*
* @param {Err_Completion_Date_Must_Be_A_Real_DateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_completion_date_must_be_a_real_date = /** @type {((inputs?: Err_Completion_Date_Must_Be_A_Real_DateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Completion_Date_Must_Be_A_Real_DateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_completion_date_must_be_a_real_date(inputs)
	return en_err_completion_date_must_be_a_real_date(inputs)
});