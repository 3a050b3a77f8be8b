/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Err_T_Not_NegativeInputs */

const en_err_t_not_negative = /** @type {(inputs: Err_T_Not_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} cannot be negative`)
};

const ur_err_t_not_negative = /** @type {(inputs: Err_T_Not_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} کی قدر منفی نہیں ہو سکتی`)
};

/**
* | output |
* | --- |
* | "{label} cannot be negative" |
*
* @param {Err_T_Not_NegativeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_not_negative = /** @type {((inputs: Err_T_Not_NegativeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Not_NegativeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_not_negative(inputs)
	return en_err_t_not_negative(inputs)
});