/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_SkillsInputs */

const en_profiles_skills = /** @type {(inputs: Profiles_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills`)
};

const ur_profiles_skills = /** @type {(inputs: Profiles_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارتیں`)
};

/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Profiles_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_skills = /** @type {((inputs?: Profiles_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_skills(inputs)
	return en_profiles_skills(inputs)
});