/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Profiles_Reviews_TabInputs */

const en_profiles_reviews_tab = /** @type {(inputs: Profiles_Reviews_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reviews (${i?.count})`)
};

const ur_profiles_reviews_tab = /** @type {(inputs: Profiles_Reviews_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ریویوز (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Reviews ({count})" |
*
* @param {Profiles_Reviews_TabInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reviews_tab = /** @type {((inputs: Profiles_Reviews_TabInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Reviews_TabInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_reviews_tab(inputs)
	return en_profiles_reviews_tab(inputs)
});