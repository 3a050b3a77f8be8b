/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Err_T_Amounts_Add_UpInputs */

const en_err_t_amounts_add_up = /** @type {(inputs: Err_T_Amounts_Add_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The two amounts must add up to ${i?.amount}, the amount in escrow`)
};

const ur_err_t_amounts_add_up = /** @type {(inputs: Err_T_Amounts_Add_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دونوں رقوم کا مجموعہ ${i?.amount} ہونا چاہیے، جو ایسکرو میں موجود رقم ہے`)
};

/**
* | output |
* | --- |
* | "The two amounts must add up to {amount}, the amount in escrow" |
*
* @param {Err_T_Amounts_Add_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_amounts_add_up = /** @type {((inputs: Err_T_Amounts_Add_UpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Amounts_Add_UpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_amounts_add_up(inputs)
	return en_err_t_amounts_add_up(inputs)
});