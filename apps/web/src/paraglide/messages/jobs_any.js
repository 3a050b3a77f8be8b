/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_AnyInputs */

const en_jobs_any = /** @type {(inputs: Jobs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

const ur_jobs_any = /** @type {(inputs: Jobs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی بھی`)
};

/**
* | output |
* | --- |
* | "Any" |
*
* @param {Jobs_AnyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_any = /** @type {((inputs?: Jobs_AnyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_AnyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_any(inputs)
	return en_jobs_any(inputs)
});