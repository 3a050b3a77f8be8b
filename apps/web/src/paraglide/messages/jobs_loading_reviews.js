/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Loading_ReviewsInputs */

const en_jobs_loading_reviews = /** @type {(inputs: Jobs_Loading_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reviews…`)
};

const ur_jobs_loading_reviews = /** @type {(inputs: Jobs_Loading_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویوز لوڈ ہو رہے ہیں…`)
};

/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Jobs_Loading_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_loading_reviews = /** @type {((inputs?: Jobs_Loading_ReviewsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Loading_ReviewsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_loading_reviews(inputs)
	return en_jobs_loading_reviews(inputs)
});