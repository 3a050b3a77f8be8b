/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_SkillsInputs */

const en_stories_skills = /** @type {(inputs: Stories_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills`)
};

const ur_stories_skills = /** @type {(inputs: Stories_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارتیں`)
};

/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Stories_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_skills = /** @type {((inputs?: Stories_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_skills(inputs)
	return en_stories_skills(inputs)
});