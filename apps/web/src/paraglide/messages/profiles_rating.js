/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_RatingInputs */

const en_profiles_rating = /** @type {(inputs: Profiles_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

const ur_profiles_rating = /** @type {(inputs: Profiles_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریٹنگ`)
};

/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Profiles_RatingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_rating = /** @type {((inputs?: Profiles_RatingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_RatingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_rating(inputs)
	return en_profiles_rating(inputs)
});