/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_No_SkillsInputs */

const en_profiles_no_skills = /** @type {(inputs: Profiles_No_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No skills added yet`)
};

const ur_profiles_no_skills = /** @type {(inputs: Profiles_No_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی مہارت شامل نہیں کی گئی`)
};

/**
* | output |
* | --- |
* | "No skills added yet" |
*
* @param {Profiles_No_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_skills = /** @type {((inputs?: Profiles_No_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_No_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_no_skills(inputs)
	return en_profiles_no_skills(inputs)
});