/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Err_T_Too_LargeInputs */

const en_err_t_too_large = /** @type {(inputs: Err_T_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is too large`)
};

const ur_err_t_too_large = /** @type {(inputs: Err_T_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} کی قدر بہت زیادہ ہے`)
};

/**
* | output |
* | --- |
* | "{label} is too large" |
*
* @param {Err_T_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_too_large = /** @type {((inputs: Err_T_Too_LargeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Too_LargeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_too_large(inputs)
	return en_err_t_too_large(inputs)
});