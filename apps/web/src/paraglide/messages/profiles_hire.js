/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_HireInputs */

const en_profiles_hire = /** @type {(inputs: Profiles_HireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hire`)
};

const ur_profiles_hire = /** @type {(inputs: Profiles_HireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہائر کریں`)
};

/**
* | output |
* | --- |
* | "Hire" |
*
* @param {Profiles_HireInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_hire = /** @type {((inputs?: Profiles_HireInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_HireInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_hire(inputs)
	return en_profiles_hire(inputs)
});