/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Required_SkillsInputs */

const en_jobown_required_skills = /** @type {(inputs: Jobown_Required_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required Skills`)
};

const ur_jobown_required_skills = /** @type {(inputs: Jobown_Required_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درکار مہارتیں`)
};

/**
* | output |
* | --- |
* | "Required Skills" |
*
* @param {Jobown_Required_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_required_skills = /** @type {((inputs?: Jobown_Required_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Required_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_required_skills(inputs)
	return en_jobown_required_skills(inputs)
});