/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs */

const en_err_your_google_sign_in_has_expired_please_try_again = /** @type {(inputs: Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Google sign-in has expired. Please try again.`)
};

const ur_err_your_google_sign_in_has_expired_please_try_again = /** @type {(inputs: Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا گوگل سائن اِن ختم ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Your Google sign-in has expired. Please try again." |
*
* @param {Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_google_sign_in_has_expired_please_try_again = /** @type {((inputs?: Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Google_Sign_In_Has_Expired_Please_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_google_sign_in_has_expired_please_try_again(inputs)
	return en_err_your_google_sign_in_has_expired_please_try_again(inputs)
});