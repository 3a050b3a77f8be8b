/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Payout_Method_AddedInputs */

const en_err_payout_method_added = /** @type {(inputs: Err_Payout_Method_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout method added`)
};

const ur_err_payout_method_added = /** @type {(inputs: Err_Payout_Method_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم وصول کرنے کا طریقہ شامل ہو گیا`)
};

/**
* | output |
* | --- |
* | "Payout method added" |
*
* @param {Err_Payout_Method_AddedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payout_method_added = /** @type {((inputs?: Err_Payout_Method_AddedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Payout_Method_AddedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_payout_method_added(inputs)
	return en_err_payout_method_added(inputs)
});