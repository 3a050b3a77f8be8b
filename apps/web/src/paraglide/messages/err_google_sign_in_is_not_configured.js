/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Google_Sign_In_Is_Not_ConfiguredInputs */

const en_err_google_sign_in_is_not_configured = /** @type {(inputs: Err_Google_Sign_In_Is_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google sign-in is not configured`)
};

const ur_err_google_sign_in_is_not_configured = /** @type {(inputs: Err_Google_Sign_In_Is_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گوگل سائن اِن دستیاب نہیں`)
};

/**
* | output |
* | --- |
* | "Google sign-in is not configured" |
*
* @param {Err_Google_Sign_In_Is_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_google_sign_in_is_not_configured = /** @type {((inputs?: Err_Google_Sign_In_Is_Not_ConfiguredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Google_Sign_In_Is_Not_ConfiguredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_google_sign_in_is_not_configured(inputs)
	return en_err_google_sign_in_is_not_configured(inputs)
});