/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Loading_ReviewsInputs */

const en_profiles_loading_reviews = /** @type {(inputs: Profiles_Loading_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reviews…`)
};

const ur_profiles_loading_reviews = /** @type {(inputs: Profiles_Loading_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویوز لوڈ ہو رہے ہیں…`)
};

/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Profiles_Loading_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_loading_reviews = /** @type {((inputs?: Profiles_Loading_ReviewsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Loading_ReviewsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_loading_reviews(inputs)
	return en_profiles_loading_reviews(inputs)
});