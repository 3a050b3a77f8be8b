/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Err_T_More_Than_MilestoneInputs */

const en_err_t_more_than_milestone = /** @type {(inputs: Err_T_More_Than_MilestoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is more than the milestone`)
};

const ur_err_t_more_than_milestone = /** @type {(inputs: Err_T_More_Than_MilestoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} مرحلے کی رقم سے زیادہ ہے`)
};

/**
* | output |
* | --- |
* | "{label} is more than the milestone" |
*
* @param {Err_T_More_Than_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_more_than_milestone = /** @type {((inputs: Err_T_More_Than_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_More_Than_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_more_than_milestone(inputs)
	return en_err_t_more_than_milestone(inputs)
});