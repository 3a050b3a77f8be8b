/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Err_T_Contract_Only_Active_EndInputs */

const en_err_t_contract_only_active_end = /** @type {(inputs: Err_T_Contract_Only_Active_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This contract is ${i?.status}; only an active contract can be ended`)
};

const ur_err_t_contract_only_active_end = /** @type {(inputs: Err_T_Contract_Only_Active_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`صرف فعال کنٹریکٹ ختم کیا جا سکتا ہے`)
};

/**
* | output |
* | --- |
* | "This contract is {status}; only an active contract can be ended" |
*
* @param {Err_T_Contract_Only_Active_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_contract_only_active_end = /** @type {((inputs: Err_T_Contract_Only_Active_EndInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Contract_Only_Active_EndInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_contract_only_active_end(inputs)
	return en_err_t_contract_only_active_end(inputs)
});