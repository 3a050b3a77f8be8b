/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Select_ExperienceInputs */

const en_jobown_select_experience = /** @type {(inputs: Jobown_Select_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select experience level`)
};

const ur_jobown_select_experience = /** @type {(inputs: Jobown_Select_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجربے کی سطح منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Select experience level" |
*
* @param {Jobown_Select_ExperienceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_select_experience = /** @type {((inputs?: Jobown_Select_ExperienceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Select_ExperienceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_select_experience(inputs)
	return en_jobown_select_experience(inputs)
});