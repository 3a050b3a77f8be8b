/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_More_ReviewsInputs */

const en_profiles_more_reviews = /** @type {(inputs: Profiles_More_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More reviews`)
};

const ur_profiles_more_reviews = /** @type {(inputs: Profiles_More_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزید ریویوز`)
};

/**
* | output |
* | --- |
* | "More reviews" |
*
* @param {Profiles_More_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_more_reviews = /** @type {((inputs?: Profiles_More_ReviewsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_More_ReviewsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_more_reviews(inputs)
	return en_profiles_more_reviews(inputs)
});