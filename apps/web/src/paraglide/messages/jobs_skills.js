/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_SkillsInputs */

const en_jobs_skills = /** @type {(inputs: Jobs_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills`)
};

const ur_jobs_skills = /** @type {(inputs: Jobs_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارتیں`)
};

/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Jobs_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_skills = /** @type {((inputs?: Jobs_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_skills(inputs)
	return en_jobs_skills(inputs)
});