/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Title_AllInputs */

const en_profiles_title_all = /** @type {(inputs: Profiles_Title_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const ur_profiles_title_all = /** @type {(inputs: Profiles_Title_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سب`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Profiles_Title_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_all = /** @type {((inputs?: Profiles_Title_AllInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Title_AllInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_title_all(inputs)
	return en_profiles_title_all(inputs)
});