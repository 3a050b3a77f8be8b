/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown>, verb: NonNullable<unknown> }} Err_T_Offer_Not_OpenInputs */

const en_err_t_offer_not_open = /** @type {(inputs: Err_T_Offer_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This offer is ${i?.status}; only an open offer can be ${i?.verb}`)
};

const ur_err_t_offer_not_open = /** @type {(inputs: Err_T_Offer_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`یہ آفر اب کھلی نہیں، اس لیے اس پر یہ کارروائی نہیں ہو سکتی`)
};

/**
* | output |
* | --- |
* | "This offer is {status}; only an open offer can be {verb}" |
*
* @param {Err_T_Offer_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_offer_not_open = /** @type {((inputs: Err_T_Offer_Not_OpenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Offer_Not_OpenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_offer_not_open(inputs)
	return en_err_t_offer_not_open(inputs)
});