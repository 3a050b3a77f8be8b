/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_SkillsInputs */

const en_err_label_skills = /** @type {(inputs: Err_Label_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills`)
};

const ur_err_label_skills = /** @type {(inputs: Err_Label_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارتیں`)
};

/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Err_Label_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_skills = /** @type {((inputs?: Err_Label_SkillsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_SkillsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_skills(inputs)
	return en_err_label_skills(inputs)
});