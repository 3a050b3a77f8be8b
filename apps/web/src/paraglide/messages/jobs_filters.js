/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_FiltersInputs */

const en_jobs_filters = /** @type {(inputs: Jobs_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

const ur_jobs_filters = /** @type {(inputs: Jobs_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فلٹرز`)
};

/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Jobs_FiltersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_filters = /** @type {((inputs?: Jobs_FiltersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_FiltersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_filters(inputs)
	return en_jobs_filters(inputs)
});