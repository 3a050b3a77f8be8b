/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Choose_A_Payout_MethodInputs */

const en_err_choose_a_payout_method = /** @type {(inputs: Err_Choose_A_Payout_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a payout method`)
};

const ur_err_choose_a_payout_method = /** @type {(inputs: Err_Choose_A_Payout_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم وصول کرنے کا طریقہ منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Choose a payout method" |
*
* @param {Err_Choose_A_Payout_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_choose_a_payout_method = /** @type {((inputs?: Err_Choose_A_Payout_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Choose_A_Payout_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_choose_a_payout_method(inputs)
	return en_err_choose_a_payout_method(inputs)
});