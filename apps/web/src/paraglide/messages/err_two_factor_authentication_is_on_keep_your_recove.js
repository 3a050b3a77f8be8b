/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs */

const en_err_two_factor_authentication_is_on_keep_your_recove = /** @type {(inputs: Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is on. Keep your recovery codes somewhere safe.`)
};

const ur_err_two_factor_authentication_is_on_keep_your_recove = /** @type {(inputs: Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلوں والی تصدیق آن ہو گئی۔ اپنے ریکوری کوڈز کسی محفوظ جگہ رکھیں۔`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication is on. Keep your recovery codes somewhere safe." |
*
* @param {Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_two_factor_authentication_is_on_keep_your_recove = /** @type {((inputs?: Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_two_factor_authentication_is_on_keep_your_recove(inputs)
	return en_err_two_factor_authentication_is_on_keep_your_recove(inputs)
});