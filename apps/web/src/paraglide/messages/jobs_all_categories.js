/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_All_CategoriesInputs */

const en_jobs_all_categories = /** @type {(inputs: Jobs_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Categories`)
};

const ur_jobs_all_categories = /** @type {(inputs: Jobs_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمام شعبے`)
};

/**
* | output |
* | --- |
* | "All Categories" |
*
* @param {Jobs_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_all_categories = /** @type {((inputs?: Jobs_All_CategoriesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_All_CategoriesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_all_categories(inputs)
	return en_jobs_all_categories(inputs)
});