/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs */

const en_err_profile_not_found_please_create_your_profile_fir = /** @type {(inputs: Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile not found. Please create your profile first.`)
};

const ur_err_profile_not_found_please_create_your_profile_fir = /** @type {(inputs: Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل نہیں ملی۔ براہِ کرم پہلے اپنی پروفائل بنائیں۔`)
};

/**
* | output |
* | --- |
* | "Profile not found. Please create your profile first." |
*
* @param {Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_profile_not_found_please_create_your_profile_fir = /** @type {((inputs?: Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_profile_not_found_please_create_your_profile_fir(inputs)
	return en_err_profile_not_found_please_create_your_profile_fir(inputs)
});