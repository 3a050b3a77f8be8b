/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_All_TypesInputs */

const en_jobs_all_types = /** @type {(inputs: Jobs_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Types`)
};

const ur_jobs_all_types = /** @type {(inputs: Jobs_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمام اقسام`)
};

/**
* | output |
* | --- |
* | "All Types" |
*
* @param {Jobs_All_TypesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_all_types = /** @type {((inputs?: Jobs_All_TypesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_All_TypesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_all_types(inputs)
	return en_jobs_all_types(inputs)
});