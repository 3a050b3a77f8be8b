/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_No_Reviews_YetInputs */

const en_profiles_no_reviews_yet = /** @type {(inputs: Profiles_No_Reviews_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet`)
};

const ur_profiles_no_reviews_yet = /** @type {(inputs: Profiles_No_Reviews_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی ریویو نہیں`)
};

/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Profiles_No_Reviews_YetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_reviews_yet = /** @type {((inputs?: Profiles_No_Reviews_YetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_No_Reviews_YetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_no_reviews_yet(inputs)
	return en_profiles_no_reviews_yet(inputs)
});