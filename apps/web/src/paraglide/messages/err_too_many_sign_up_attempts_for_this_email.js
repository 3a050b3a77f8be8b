/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Sign_Up_Attempts_For_This_EmailInputs */

const en_err_too_many_sign_up_attempts_for_this_email = /** @type {(inputs: Err_Too_Many_Sign_Up_Attempts_For_This_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-up attempts for this email`)
};

const ur_err_too_many_sign_up_attempts_for_this_email = /** @type {(inputs: Err_Too_Many_Sign_Up_Attempts_For_This_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس ای میل سے سائن اپ کی بہت زیادہ کوششیں ہوئیں`)
};

/**
* | output |
* | --- |
* | "Too many sign-up attempts for this email" |
*
* @param {Err_Too_Many_Sign_Up_Attempts_For_This_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_sign_up_attempts_for_this_email = /** @type {((inputs?: Err_Too_Many_Sign_Up_Attempts_For_This_EmailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Sign_Up_Attempts_For_This_EmailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_sign_up_attempts_for_this_email(inputs)
	return en_err_too_many_sign_up_attempts_for_this_email(inputs)
});