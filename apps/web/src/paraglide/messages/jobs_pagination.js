/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_PaginationInputs */

const en_jobs_pagination = /** @type {(inputs: Jobs_PaginationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination`)
};

const ur_jobs_pagination = /** @type {(inputs: Jobs_PaginationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحات`)
};

/**
* | output |
* | --- |
* | "Pagination" |
*
* @param {Jobs_PaginationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_pagination = /** @type {((inputs?: Jobs_PaginationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_PaginationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_pagination(inputs)
	return en_jobs_pagination(inputs)
});