/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_No_ReviewsInputs */

const en_jobs_no_reviews = /** @type {(inputs: Jobs_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet`)
};

const ur_jobs_no_reviews = /** @type {(inputs: Jobs_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی ریویو نہیں`)
};

/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Jobs_No_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_no_reviews = /** @type {((inputs?: Jobs_No_ReviewsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_No_ReviewsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_no_reviews(inputs)
	return en_jobs_no_reviews(inputs)
});