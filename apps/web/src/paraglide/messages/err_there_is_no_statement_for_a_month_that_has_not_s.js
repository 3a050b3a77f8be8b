/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs */

const en_err_there_is_no_statement_for_a_month_that_has_not_s = /** @type {(inputs: Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no statement for a month that has not started yet`)
};

const ur_err_there_is_no_statement_for_a_month_that_has_not_s = /** @type {(inputs: Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جو مہینہ ابھی شروع نہیں ہوا اس کی اسٹیٹمنٹ نہیں ہوتی`)
};

/**
* | output |
* | --- |
* | "There is no statement for a month that has not started yet" |
*
* @param {Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_there_is_no_statement_for_a_month_that_has_not_s = /** @type {((inputs?: Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_There_Is_No_Statement_For_A_Month_That_Has_Not_SInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_there_is_no_statement_for_a_month_that_has_not_s(inputs)
	return en_err_there_is_no_statement_for_a_month_that_has_not_s(inputs)
});