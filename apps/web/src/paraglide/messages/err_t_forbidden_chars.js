/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Err_T_Forbidden_CharsInputs */

const en_err_t_forbidden_chars = /** @type {(inputs: Err_T_Forbidden_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} contains a character that is not allowed`)
};

const ur_err_t_forbidden_chars = /** @type {(inputs: Err_T_Forbidden_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} میں ایک ایسا حرف ہے جس کی اجازت نہیں`)
};

/**
* | output |
* | --- |
* | "{label} contains a character that is not allowed" |
*
* @param {Err_T_Forbidden_CharsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_forbidden_chars = /** @type {((inputs: Err_T_Forbidden_CharsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Forbidden_CharsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_forbidden_chars(inputs)
	return en_err_t_forbidden_chars(inputs)
});