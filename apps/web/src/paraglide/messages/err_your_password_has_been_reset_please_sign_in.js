/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs */

const en_err_your_password_has_been_reset_please_sign_in = /** @type {(inputs: Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password has been reset. Please sign in.`)
};

const ur_err_your_password_has_been_reset_please_sign_in = /** @type {(inputs: Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پاس ورڈ ری سیٹ ہو گیا۔ براہِ کرم سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Your password has been reset. Please sign in." |
*
* @param {Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_password_has_been_reset_please_sign_in = /** @type {((inputs?: Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_password_has_been_reset_please_sign_in(inputs)
	return en_err_your_password_has_been_reset_please_sign_in(inputs)
});