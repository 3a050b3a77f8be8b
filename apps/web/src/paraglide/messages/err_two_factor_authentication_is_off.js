/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Two_Factor_Authentication_Is_OffInputs */

const en_err_two_factor_authentication_is_off = /** @type {(inputs: Err_Two_Factor_Authentication_Is_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is off`)
};

const ur_err_two_factor_authentication_is_off = /** @type {(inputs: Err_Two_Factor_Authentication_Is_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلوں والی تصدیق بند کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication is off" |
*
* @param {Err_Two_Factor_Authentication_Is_OffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_two_factor_authentication_is_off = /** @type {((inputs?: Err_Two_Factor_Authentication_Is_OffInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Two_Factor_Authentication_Is_OffInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_two_factor_authentication_is_off(inputs)
	return en_err_two_factor_authentication_is_off(inputs)
});