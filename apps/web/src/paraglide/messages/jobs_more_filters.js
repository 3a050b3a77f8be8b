/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_More_FiltersInputs */

const en_jobs_more_filters = /** @type {(inputs: Jobs_More_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More Filters`)
};

const ur_jobs_more_filters = /** @type {(inputs: Jobs_More_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزید فلٹرز`)
};

/**
* | output |
* | --- |
* | "More Filters" |
*
* @param {Jobs_More_FiltersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_more_filters = /** @type {((inputs?: Jobs_More_FiltersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_More_FiltersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_more_filters(inputs)
	return en_jobs_more_filters(inputs)
});