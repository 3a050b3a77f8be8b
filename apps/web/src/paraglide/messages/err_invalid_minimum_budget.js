/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Minimum_BudgetInputs */

const en_err_invalid_minimum_budget = /** @type {(inputs: Err_Invalid_Minimum_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid minimum budget`)
};

const ur_err_invalid_minimum_budget = /** @type {(inputs: Err_Invalid_Minimum_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم بجٹ درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid minimum budget" |
*
* @param {Err_Invalid_Minimum_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_minimum_budget = /** @type {((inputs?: Err_Invalid_Minimum_BudgetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Minimum_BudgetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_minimum_budget(inputs)
	return en_err_invalid_minimum_budget(inputs)
});