/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown>, allowed: NonNullable<unknown>, verb: NonNullable<unknown> }} Err_T_Milestone_Wrong_StateInputs */

const en_err_t_milestone_wrong_state = /** @type {(inputs: Err_T_Milestone_Wrong_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This milestone is ${i?.status}; only a ${i?.allowed} milestone can be ${i?.verb}`)
};

const ur_err_t_milestone_wrong_state = /** @type {(inputs: Err_T_Milestone_Wrong_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`یہ مرحلہ اس وقت ایسی حالت میں نہیں کہ اس پر یہ کارروائی ہو سکے`)
};

/**
* | output |
* | --- |
* | "This milestone is {status}; only a {allowed} milestone can be {verb}" |
*
* @param {Err_T_Milestone_Wrong_StateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_milestone_wrong_state = /** @type {((inputs: Err_T_Milestone_Wrong_StateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Milestone_Wrong_StateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_milestone_wrong_state(inputs)
	return en_err_t_milestone_wrong_state(inputs)
});