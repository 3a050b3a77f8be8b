/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Back_To_HomeInputs */

const en_profiles_back_to_home = /** @type {(inputs: Profiles_Back_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Home`)
};

const ur_profiles_back_to_home = /** @type {(inputs: Profiles_Back_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہوم پر واپس`)
};

/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Profiles_Back_To_HomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_back_to_home = /** @type {((inputs?: Profiles_Back_To_HomeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Back_To_HomeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_back_to_home(inputs)
	return en_profiles_back_to_home(inputs)
});