/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Err_T_Must_Be_NumberInputs */

const en_err_t_must_be_number = /** @type {(inputs: Err_T_Must_Be_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a number`)
};

const ur_err_t_must_be_number = /** @type {(inputs: Err_T_Must_Be_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} میں صرف عدد لکھیں`)
};

/**
* | output |
* | --- |
* | "{label} must be a number" |
*
* @param {Err_T_Must_Be_NumberInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_must_be_number = /** @type {((inputs: Err_T_Must_Be_NumberInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Must_Be_NumberInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_must_be_number(inputs)
	return en_err_t_must_be_number(inputs)
});