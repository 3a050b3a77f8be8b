/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Min_BudgetInputs */

const en_jobs_min_budget = /** @type {(inputs: Jobs_Min_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum Budget (£)`)
};

const ur_jobs_min_budget = /** @type {(inputs: Jobs_Min_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم بجٹ (£)`)
};

/**
* | output |
* | --- |
* | "Minimum Budget (£)" |
*
* @param {Jobs_Min_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_min_budget = /** @type {((inputs?: Jobs_Min_BudgetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Min_BudgetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_min_budget(inputs)
	return en_jobs_min_budget(inputs)
});