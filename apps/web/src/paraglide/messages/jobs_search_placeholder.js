/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Search_PlaceholderInputs */

const en_jobs_search_placeholder = /** @type {(inputs: Jobs_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search jobs by title, skills, or keywords...`)
};

const ur_jobs_search_placeholder = /** @type {(inputs: Jobs_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان، مہارتوں یا الفاظ سے جابز تلاش کریں...`)
};

/**
* | output |
* | --- |
* | "Search jobs by title, skills, or keywords..." |
*
* @param {Jobs_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_search_placeholder = /** @type {((inputs?: Jobs_Search_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Search_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_search_placeholder(inputs)
	return en_jobs_search_placeholder(inputs)
});