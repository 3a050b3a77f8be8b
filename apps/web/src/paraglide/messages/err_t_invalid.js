/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Err_T_InvalidInputs */

const en_err_t_invalid = /** @type {(inputs: Err_T_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid ${i?.label}`)
};

const ur_err_t_invalid = /** @type {(inputs: Err_T_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid {label}" |
*
* @param {Err_T_InvalidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_invalid = /** @type {((inputs: Err_T_InvalidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_InvalidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_invalid(inputs)
	return en_err_t_invalid(inputs)
});