/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown> }} Err_T_Max_AmountInputs */

const en_err_t_max_amount = /** @type {(inputs: Err_T_Max_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.amount}`)
};

const ur_err_t_max_amount = /** @type {(inputs: Err_T_Max_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} زیادہ سے زیادہ ${i?.amount} ہو سکتی ہے`)
};

/**
* | output |
* | --- |
* | "{label} must be at most {amount}" |
*
* @param {Err_T_Max_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_max_amount = /** @type {((inputs: Err_T_Max_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Max_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_max_amount(inputs)
	return en_err_t_max_amount(inputs)
});