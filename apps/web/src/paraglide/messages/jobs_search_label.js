/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Search_LabelInputs */

const en_jobs_search_label = /** @type {(inputs: Jobs_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search jobs`)
};

const ur_jobs_search_label = /** @type {(inputs: Jobs_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جابز تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Search jobs" |
*
* @param {Jobs_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_search_label = /** @type {((inputs?: Jobs_Search_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Search_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_search_label(inputs)
	return en_jobs_search_label(inputs)
});