/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_ReviewsInputs */

const en_jobs_reviews = /** @type {(inputs: Jobs_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const ur_jobs_reviews = /** @type {(inputs: Jobs_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویوز`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Jobs_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_reviews = /** @type {((inputs?: Jobs_ReviewsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_ReviewsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_reviews(inputs)
	return en_jobs_reviews(inputs)
});