/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Max_BudgetInputs */

const en_jobown_max_budget = /** @type {(inputs: Jobown_Max_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum Budget ($)`)
};

const ur_jobown_max_budget = /** @type {(inputs: Jobown_Max_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زیادہ سے زیادہ بجٹ ($)`)
};

/**
* | output |
* | --- |
* | "Maximum Budget ($)" |
*
* @param {Jobown_Max_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_max_budget = /** @type {((inputs?: Jobown_Max_BudgetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Max_BudgetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_max_budget(inputs)
	return en_jobown_max_budget(inputs)
});