/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Budget_TypeInputs */

const en_jobs_budget_type = /** @type {(inputs: Jobs_Budget_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget Type`)
};

const ur_jobs_budget_type = /** @type {(inputs: Jobs_Budget_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بجٹ کی قسم`)
};

/**
* | output |
* | --- |
* | "Budget Type" |
*
* @param {Jobs_Budget_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_budget_type = /** @type {((inputs?: Jobs_Budget_TypeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Budget_TypeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_budget_type(inputs)
	return en_jobs_budget_type(inputs)
});