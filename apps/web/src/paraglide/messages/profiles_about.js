/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_AboutInputs */

const en_profiles_about = /** @type {(inputs: Profiles_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

const ur_profiles_about = /** @type {(inputs: Profiles_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعارف`)
};

/**
* | output |
* | --- |
* | "About" |
*
* @param {Profiles_AboutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_about = /** @type {((inputs?: Profiles_AboutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_AboutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_about(inputs)
	return en_profiles_about(inputs)
});