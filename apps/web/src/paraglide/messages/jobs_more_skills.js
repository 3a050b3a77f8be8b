/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobs_More_SkillsInputs */

const en_jobs_more_skills = /** @type {(inputs: Jobs_More_SkillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} more skills`)
};

const ur_jobs_more_skills = /** @type {(inputs: Jobs_More_SkillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مزید ${i?.count} مہارتیں`)
};

/**
* | output |
* | --- |
* | "{count} more skills" |
*
* @param {Jobs_More_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_more_skills = /** @type {((inputs: Jobs_More_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_More_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_more_skills(inputs)
	return en_jobs_more_skills(inputs)
});