/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Add_At_Least_One_MilestoneInputs */

const en_err_add_at_least_one_milestone = /** @type {(inputs: Err_Add_At_Least_One_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one milestone`)
};

const ur_err_add_at_least_one_milestone = /** @type {(inputs: Err_Add_At_Least_One_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم ایک مرحلہ شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add at least one milestone" |
*
* @param {Err_Add_At_Least_One_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_add_at_least_one_milestone = /** @type {((inputs?: Err_Add_At_Least_One_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Add_At_Least_One_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_add_at_least_one_milestone(inputs)
	return en_err_add_at_least_one_milestone(inputs)
});