/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Sort_ByInputs */

const en_jobs_sort_by = /** @type {(inputs: Jobs_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort By`)
};

const ur_jobs_sort_by = /** @type {(inputs: Jobs_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترتیب`)
};

/**
* | output |
* | --- |
* | "Sort By" |
*
* @param {Jobs_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_sort_by = /** @type {((inputs?: Jobs_Sort_ByInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Sort_ByInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_sort_by(inputs)
	return en_jobs_sort_by(inputs)
});