/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Err_T_Refund_At_MostInputs */

const en_err_t_refund_at_most = /** @type {(inputs: Err_T_Refund_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund amount must be at most the milestone's ${i?.amount}`)
};

const ur_err_t_refund_at_most = /** @type {(inputs: Err_T_Refund_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ریفنڈ کی رقم مرحلے کی رقم ${i?.amount} سے زیادہ نہیں ہو سکتی`)
};

/**
* | output |
* | --- |
* | "Refund amount must be at most the milestone's {amount}" |
*
* @param {Err_T_Refund_At_MostInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_refund_at_most = /** @type {((inputs: Err_T_Refund_At_MostInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Refund_At_MostInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_refund_at_most(inputs)
	return en_err_t_refund_at_most(inputs)
});