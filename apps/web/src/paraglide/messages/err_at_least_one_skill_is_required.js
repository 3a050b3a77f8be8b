/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_At_Least_One_Skill_Is_RequiredInputs */

const en_err_at_least_one_skill_is_required = /** @type {(inputs: Err_At_Least_One_Skill_Is_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least one skill is required`)
};

const ur_err_at_least_one_skill_is_required = /** @type {(inputs: Err_At_Least_One_Skill_Is_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم ایک مہارت ضروری ہے`)
};

/**
* | output |
* | --- |
* | "At least one skill is required" |
*
* @param {Err_At_Least_One_Skill_Is_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_at_least_one_skill_is_required = /** @type {((inputs?: Err_At_Least_One_Skill_Is_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_At_Least_One_Skill_Is_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_at_least_one_skill_is_required(inputs)
	return en_err_at_least_one_skill_is_required(inputs)
});