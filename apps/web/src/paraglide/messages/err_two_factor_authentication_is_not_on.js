/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Two_Factor_Authentication_Is_Not_OnInputs */

const en_err_two_factor_authentication_is_not_on = /** @type {(inputs: Err_Two_Factor_Authentication_Is_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is not on`)
};

const ur_err_two_factor_authentication_is_not_on = /** @type {(inputs: Err_Two_Factor_Authentication_Is_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلوں والی تصدیق آن نہیں ہے`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication is not on" |
*
* @param {Err_Two_Factor_Authentication_Is_Not_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_two_factor_authentication_is_not_on = /** @type {((inputs?: Err_Two_Factor_Authentication_Is_Not_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Two_Factor_Authentication_Is_Not_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_two_factor_authentication_is_not_on(inputs)
	return en_err_two_factor_authentication_is_not_on(inputs)
});