/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Add_SkillInputs */

const en_jobown_add_skill = /** @type {(inputs: Jobown_Add_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add skill`)
};

const ur_jobown_add_skill = /** @type {(inputs: Jobown_Add_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارت شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add skill" |
*
* @param {Jobown_Add_SkillInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_add_skill = /** @type {((inputs?: Jobown_Add_SkillInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Add_SkillInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_add_skill(inputs)
	return en_jobown_add_skill(inputs)
});