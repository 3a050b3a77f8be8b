/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Experience_LevelInputs */

const en_jobs_experience_level = /** @type {(inputs: Jobs_Experience_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experience Level`)
};

const ur_jobs_experience_level = /** @type {(inputs: Jobs_Experience_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجربے کی سطح`)
};

/**
* | output |
* | --- |
* | "Experience Level" |
*
* @param {Jobs_Experience_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_experience_level = /** @type {((inputs?: Jobs_Experience_LevelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Experience_LevelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_experience_level(inputs)
	return en_jobs_experience_level(inputs)
});