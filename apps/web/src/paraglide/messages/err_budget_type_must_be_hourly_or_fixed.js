/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs */

const en_err_budget_type_must_be_hourly_or_fixed = /** @type {(inputs: Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget type must be hourly or fixed`)
};

const ur_err_budget_type_must_be_hourly_or_fixed = /** @type {(inputs: Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بجٹ کی قسم فی گھنٹہ یا مقررہ ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Budget type must be hourly or fixed" |
*
* @param {Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_budget_type_must_be_hourly_or_fixed = /** @type {((inputs?: Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Budget_Type_Must_Be_Hourly_Or_FixedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_budget_type_must_be_hourly_or_fixed(inputs)
	return en_err_budget_type_must_be_hourly_or_fixed(inputs)
});