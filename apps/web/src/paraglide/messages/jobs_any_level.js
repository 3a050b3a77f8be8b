/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Any_LevelInputs */

const en_jobs_any_level = /** @type {(inputs: Jobs_Any_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any Level`)
};

const ur_jobs_any_level = /** @type {(inputs: Jobs_Any_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی بھی سطح`)
};

/**
* | output |
* | --- |
* | "Any Level" |
*
* @param {Jobs_Any_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_any_level = /** @type {((inputs?: Jobs_Any_LevelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Any_LevelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_any_level(inputs)
	return en_jobs_any_level(inputs)
});