/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Your_ReviewInputs */

const en_reviews_your_review = /** @type {(inputs: Reviews_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review`)
};

const ur_reviews_your_review = /** @type {(inputs: Reviews_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا ریویو`)
};

/**
* | output |
* | --- |
* | "Your review" |
*
* @param {Reviews_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_your_review = /** @type {((inputs?: Reviews_Your_ReviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Your_ReviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_your_review(inputs)
	return en_reviews_your_review(inputs)
});