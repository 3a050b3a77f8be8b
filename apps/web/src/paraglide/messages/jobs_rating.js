/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_RatingInputs */

const en_jobs_rating = /** @type {(inputs: Jobs_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

const ur_jobs_rating = /** @type {(inputs: Jobs_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریٹنگ`)
};

/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Jobs_RatingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_rating = /** @type {((inputs?: Jobs_RatingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_RatingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_rating(inputs)
	return en_jobs_rating(inputs)
});