/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Err_T_Already_On_ProfileInputs */

const en_err_t_already_on_profile = /** @type {(inputs: Err_T_Already_On_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is already on your profile`)
};

const ur_err_t_already_on_profile = /** @type {(inputs: Err_T_Already_On_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} پہلے ہی آپ کی پروفائل میں شامل ہے`)
};

/**
* | output |
* | --- |
* | "{name} is already on your profile" |
*
* @param {Err_T_Already_On_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_already_on_profile = /** @type {((inputs: Err_T_Already_On_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Already_On_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_already_on_profile(inputs)
	return en_err_t_already_on_profile(inputs)
});