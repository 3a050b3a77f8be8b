/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown>, max: NonNullable<unknown> }} Profiles_RatedInputs */

const en_profiles_rated = /** @type {(inputs: Profiles_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of ${i?.max}`)
};

const ur_profiles_rated = /** @type {(inputs: Profiles_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} میں سے ${i?.rating} ریٹنگ`)
};

/**
* | output |
* | --- |
* | "Rated {rating} out of {max}" |
*
* @param {Profiles_RatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_rated = /** @type {((inputs: Profiles_RatedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_RatedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_rated(inputs)
	return en_profiles_rated(inputs)
});