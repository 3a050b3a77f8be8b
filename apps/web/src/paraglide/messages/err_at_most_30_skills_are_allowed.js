/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_At_Most_30_Skills_Are_AllowedInputs */

const en_err_at_most_30_skills_are_allowed = /** @type {(inputs: Err_At_Most_30_Skills_Are_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most 30 skills are allowed`)
};

const ur_err_at_most_30_skills_are_allowed = /** @type {(inputs: Err_At_Most_30_Skills_Are_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زیادہ سے زیادہ 30 مہارتوں کی اجازت ہے`)
};

/**
* | output |
* | --- |
* | "At most 30 skills are allowed" |
*
* @param {Err_At_Most_30_Skills_Are_AllowedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_at_most_30_skills_are_allowed = /** @type {((inputs?: Err_At_Most_30_Skills_Are_AllowedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_At_Most_30_Skills_Are_AllowedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_at_most_30_skills_are_allowed(inputs)
	return en_err_at_most_30_skills_are_allowed(inputs)
});