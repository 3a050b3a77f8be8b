/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_FiltersInputs */

const en_profiles_filters = /** @type {(inputs: Profiles_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

const ur_profiles_filters = /** @type {(inputs: Profiles_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فلٹرز`)
};

/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Profiles_FiltersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_filters = /** @type {((inputs?: Profiles_FiltersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_FiltersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_filters(inputs)
	return en_profiles_filters(inputs)
});