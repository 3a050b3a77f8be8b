/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Min_BudgetInputs */

const en_jobown_min_budget = /** @type {(inputs: Jobown_Min_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum Budget ($)`)
};

const ur_jobown_min_budget = /** @type {(inputs: Jobown_Min_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم بجٹ ($)`)
};

/**
* | output |
* | --- |
* | "Minimum Budget ($)" |
*
* @param {Jobown_Min_BudgetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_min_budget = /** @type {((inputs?: Jobown_Min_BudgetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Min_BudgetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_min_budget(inputs)
	return en_jobown_min_budget(inputs)
});