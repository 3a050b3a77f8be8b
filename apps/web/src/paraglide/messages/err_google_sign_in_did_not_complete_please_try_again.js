/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs */

const en_err_google_sign_in_did_not_complete_please_try_again = /** @type {(inputs: Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google sign-in did not complete. Please try again.`)
};

const ur_err_google_sign_in_did_not_complete_please_try_again = /** @type {(inputs: Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گوگل سائن اِن مکمل نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Google sign-in did not complete. Please try again." |
*
* @param {Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_google_sign_in_did_not_complete_please_try_again = /** @type {((inputs?: Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Google_Sign_In_Did_Not_Complete_Please_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_google_sign_in_did_not_complete_please_try_again(inputs)
	return en_err_google_sign_in_did_not_complete_please_try_again(inputs)
});