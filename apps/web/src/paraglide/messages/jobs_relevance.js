/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_RelevanceInputs */

const en_jobs_relevance = /** @type {(inputs: Jobs_RelevanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relevance`)
};

const ur_jobs_relevance = /** @type {(inputs: Jobs_RelevanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مطابقت`)
};

/**
* | output |
* | --- |
* | "Relevance" |
*
* @param {Jobs_RelevanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_relevance = /** @type {((inputs?: Jobs_RelevanceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_RelevanceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_relevance(inputs)
	return en_jobs_relevance(inputs)
});