/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Added_SkillsInputs */

const en_jobown_added_skills = /** @type {(inputs: Jobown_Added_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added skills`)
};

const ur_jobown_added_skills = /** @type {(inputs: Jobown_Added_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شامل کی گئی مہارتیں`)
};

/**
* | output |
* | --- |
* | "Added skills" |
*
* @param {Jobown_Added_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_added_skills = /** @type {((inputs?: Jobown_Added_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Added_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_added_skills(inputs)
	return en_jobown_added_skills(inputs)
});