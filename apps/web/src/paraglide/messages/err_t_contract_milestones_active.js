/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Err_T_Contract_Milestones_ActiveInputs */

const en_err_t_contract_milestones_active = /** @type {(inputs: Err_T_Contract_Milestones_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This contract is ${i?.status}; milestones change only on an active contract`)
};

const ur_err_t_contract_milestones_active = /** @type {(inputs: Err_T_Contract_Milestones_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مراحل میں تبدیلی صرف فعال کنٹریکٹ پر ہو سکتی ہے`)
};

/**
* | output |
* | --- |
* | "This contract is {status}; milestones change only on an active contract" |
*
* @param {Err_T_Contract_Milestones_ActiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_contract_milestones_active = /** @type {((inputs: Err_T_Contract_Milestones_ActiveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Contract_Milestones_ActiveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_contract_milestones_active(inputs)
	return en_err_t_contract_milestones_active(inputs)
});