/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_SkillsInputs */

const en_err_things_skills = /** @type {(inputs: Err_Things_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`skills`)
};

const ur_err_things_skills = /** @type {(inputs: Err_Things_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارتیں`)
};

/**
* | output |
* | --- |
* | "skills" |
*
* @param {Err_Things_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_skills = /** @type {((inputs?: Err_Things_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_skills(inputs)
	return en_err_things_skills(inputs)
});