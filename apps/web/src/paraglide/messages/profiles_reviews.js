/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_ReviewsInputs */

const en_profiles_reviews = /** @type {(inputs: Profiles_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const ur_profiles_reviews = /** @type {(inputs: Profiles_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویوز`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Profiles_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reviews = /** @type {((inputs?: Profiles_ReviewsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ReviewsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_reviews(inputs)
	return en_profiles_reviews(inputs)
});