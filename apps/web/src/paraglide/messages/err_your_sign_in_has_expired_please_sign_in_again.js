/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs */

const en_err_your_sign_in_has_expired_please_sign_in_again = /** @type {(inputs: Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-in has expired. Please sign in again.`)
};

const ur_err_your_sign_in_has_expired_please_sign_in_again = /** @type {(inputs: Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا سائن اِن ختم ہو گیا۔ براہِ کرم دوبارہ سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Your sign-in has expired. Please sign in again." |
*
* @param {Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_sign_in_has_expired_please_sign_in_again = /** @type {((inputs?: Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Sign_In_Has_Expired_Please_Sign_In_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_sign_in_has_expired_please_sign_in_again(inputs)
	return en_err_your_sign_in_has_expired_please_sign_in_again(inputs)
});