/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Benefit_Skills_TextInputs */

const en_register_benefit_skills_text = /** @type {(inputs: Register_Benefit_Skills_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses, mentors and hubs near you to keep your skills in demand.`)
};

const ur_register_benefit_skills_text = /** @type {(inputs: Register_Benefit_Skills_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے قریب کورسز، مینٹورز اور ہبز، تاکہ آپ کی مہارتوں کی مانگ برقرار رہے۔`)
};

/**
* | output |
* | --- |
* | "Courses, mentors and hubs near you to keep your skills in demand." |
*
* @param {Register_Benefit_Skills_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_skills_text = /** @type {((inputs?: Register_Benefit_Skills_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Benefit_Skills_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_benefit_skills_text(inputs)
	return en_register_benefit_skills_text(inputs)
});