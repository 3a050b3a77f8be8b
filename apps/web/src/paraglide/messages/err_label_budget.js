/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_BudgetInputs */

const en_err_label_budget = /** @type {(inputs: Err_Label_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
};

const ur_err_label_budget = /** @type {(inputs: Err_Label_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بجٹ`)
};

/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Err_Label_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_budget = /** @type {((inputs?: Err_Label_BudgetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_BudgetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_budget(inputs)
	return en_err_label_budget(inputs)
});