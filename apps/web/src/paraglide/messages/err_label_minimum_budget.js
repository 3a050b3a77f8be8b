/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Minimum_BudgetInputs */

const en_err_label_minimum_budget = /** @type {(inputs: Err_Label_Minimum_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum budget`)
};

const ur_err_label_minimum_budget = /** @type {(inputs: Err_Label_Minimum_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم بجٹ`)
};

/**
* | output |
* | --- |
* | "Minimum budget" |
*
* @param {Err_Label_Minimum_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_minimum_budget = /** @type {((inputs?: Err_Label_Minimum_BudgetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Minimum_BudgetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_minimum_budget(inputs)
	return en_err_label_minimum_budget(inputs)
});