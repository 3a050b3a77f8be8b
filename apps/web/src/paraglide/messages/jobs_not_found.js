/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Not_FoundInputs */

const en_jobs_not_found = /** @type {(inputs: Jobs_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Not Found`)
};

const ur_jobs_not_found = /** @type {(inputs: Jobs_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب نہیں ملی`)
};

/**
* | output |
* | --- |
* | "Job Not Found" |
*
* @param {Jobs_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_not_found = /** @type {((inputs?: Jobs_Not_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Not_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_not_found(inputs)
	return en_jobs_not_found(inputs)
});