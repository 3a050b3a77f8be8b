/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Reviews_FailedInputs */

const en_profiles_reviews_failed = /** @type {(inputs: Profiles_Reviews_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load reviews.`)
};

const ur_profiles_reviews_failed = /** @type {(inputs: Profiles_Reviews_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویوز لوڈ نہیں ہو سکے۔`)
};

/**
* | output |
* | --- |
* | "Could not load reviews." |
*
* @param {Profiles_Reviews_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reviews_failed = /** @type {((inputs?: Profiles_Reviews_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Reviews_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_reviews_failed(inputs)
	return en_profiles_reviews_failed(inputs)
});