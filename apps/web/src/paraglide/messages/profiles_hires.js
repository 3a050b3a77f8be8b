/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_HiresInputs */

const en_profiles_hires = /** @type {(inputs: Profiles_HiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hires`)
};

const ur_profiles_hires = /** @type {(inputs: Profiles_HiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہائرز`)
};

/**
* | output |
* | --- |
* | "Hires" |
*
* @param {Profiles_HiresInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_hires = /** @type {((inputs?: Profiles_HiresInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_HiresInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_hires(inputs)
	return en_profiles_hires(inputs)
});