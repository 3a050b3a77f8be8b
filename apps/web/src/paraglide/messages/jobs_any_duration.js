/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Any_DurationInputs */

const en_jobs_any_duration = /** @type {(inputs: Jobs_Any_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any Duration`)
};

const ur_jobs_any_duration = /** @type {(inputs: Jobs_Any_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی بھی دورانیہ`)
};

/**
* | output |
* | --- |
* | "Any Duration" |
*
* @param {Jobs_Any_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_any_duration = /** @type {((inputs?: Jobs_Any_DurationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Any_DurationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_any_duration(inputs)
	return en_jobs_any_duration(inputs)
});