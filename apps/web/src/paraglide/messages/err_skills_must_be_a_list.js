/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Skills_Must_Be_A_ListInputs */

const en_err_skills_must_be_a_list = /** @type {(inputs: Err_Skills_Must_Be_A_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills must be a list`)
};

const ur_err_skills_must_be_a_list = /** @type {(inputs: Err_Skills_Must_Be_A_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہارتیں فہرست کی صورت میں ہونی چاہییں`)
};

/**
* | output |
* | --- |
* | "Skills must be a list" |
*
* @param {Err_Skills_Must_Be_A_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_skills_must_be_a_list = /** @type {((inputs?: Err_Skills_Must_Be_A_ListInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Skills_Must_Be_A_ListInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_skills_must_be_a_list(inputs)
	return en_err_skills_must_be_a_list(inputs)
});