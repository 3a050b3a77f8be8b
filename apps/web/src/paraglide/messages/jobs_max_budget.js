/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Max_BudgetInputs */

const en_jobs_max_budget = /** @type {(inputs: Jobs_Max_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum Budget (£)`)
};

const ur_jobs_max_budget = /** @type {(inputs: Jobs_Max_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زیادہ سے زیادہ بجٹ (£)`)
};

/**
* | output |
* | --- |
* | "Maximum Budget (£)" |
*
* @param {Jobs_Max_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_max_budget = /** @type {((inputs?: Jobs_Max_BudgetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Max_BudgetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_max_budget(inputs)
	return en_jobs_max_budget(inputs)
});