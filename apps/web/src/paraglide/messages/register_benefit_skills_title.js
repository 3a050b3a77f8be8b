/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Benefit_Skills_TitleInputs */

const en_register_benefit_skills_title = /** @type {(inputs: Register_Benefit_Skills_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill Development`)
};

const ur_register_benefit_skills_title = /** @type {(inputs: Register_Benefit_Skills_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارتوں کی ترقی`)
};

/**
* | output |
* | --- |
* | "Skill Development" |
*
* @param {Register_Benefit_Skills_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_skills_title = /** @type {((inputs?: Register_Benefit_Skills_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Benefit_Skills_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_benefit_skills_title(inputs)
	return en_register_benefit_skills_title(inputs)
});