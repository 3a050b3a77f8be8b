/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Missing_LocationInputs */

const en_profiles_missing_location = /** @type {(inputs: Profiles_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location not specified`)
};

const ur_profiles_missing_location = /** @type {(inputs: Profiles_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام درج نہیں`)
};

/**
* | output |
* | --- |
* | "Location not specified" |
*
* @param {Profiles_Missing_LocationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_missing_location = /** @type {((inputs?: Profiles_Missing_LocationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Missing_LocationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_missing_location(inputs)
	return en_profiles_missing_location(inputs)
});