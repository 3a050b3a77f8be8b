/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Highest_BudgetInputs */

const en_jobs_highest_budget = /** @type {(inputs: Jobs_Highest_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highest Budget`)
};

const ur_jobs_highest_budget = /** @type {(inputs: Jobs_Highest_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سب سے زیادہ بجٹ`)
};

/**
* | output |
* | --- |
* | "Highest Budget" |
*
* @param {Jobs_Highest_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_highest_budget = /** @type {((inputs?: Jobs_Highest_BudgetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Highest_BudgetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_highest_budget(inputs)
	return en_jobs_highest_budget(inputs)
});