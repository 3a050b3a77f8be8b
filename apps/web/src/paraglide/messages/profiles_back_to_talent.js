/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Back_To_TalentInputs */

const en_profiles_back_to_talent = /** @type {(inputs: Profiles_Back_To_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Talent`)
};

const ur_profiles_back_to_talent = /** @type {(inputs: Profiles_Back_To_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماہرین کی فہرست پر واپس`)
};

/**
* | output |
* | --- |
* | "Back to Talent" |
*
* @param {Profiles_Back_To_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_back_to_talent = /** @type {((inputs?: Profiles_Back_To_TalentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Back_To_TalentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_back_to_talent(inputs)
	return en_profiles_back_to_talent(inputs)
});