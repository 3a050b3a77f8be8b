/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_DurationInputs */

const en_jobs_duration = /** @type {(inputs: Jobs_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

const ur_jobs_duration = /** @type {(inputs: Jobs_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دورانیہ`)
};

/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Jobs_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_duration = /** @type {((inputs?: Jobs_DurationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_DurationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_duration(inputs)
	return en_jobs_duration(inputs)
});