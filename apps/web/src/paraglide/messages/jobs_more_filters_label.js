/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_More_Filters_LabelInputs */

const en_jobs_more_filters_label = /** @type {(inputs: Jobs_More_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More filters`)
};

const ur_jobs_more_filters_label = /** @type {(inputs: Jobs_More_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزید فلٹرز`)
};

/**
* | output |
* | --- |
* | "More filters" |
*
* @param {Jobs_More_Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_more_filters_label = /** @type {((inputs?: Jobs_More_Filters_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_More_Filters_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_more_filters_label(inputs)
	return en_jobs_more_filters_label(inputs)
});