/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_SkillInputs */

const en_err_label_skill = /** @type {(inputs: Err_Label_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

const ur_err_label_skill = /** @type {(inputs: Err_Label_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارت`)
};

/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Err_Label_SkillInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_skill = /** @type {((inputs?: Err_Label_SkillInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_SkillInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_skill(inputs)
	return en_err_label_skill(inputs)
});