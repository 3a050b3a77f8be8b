/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs */

const en_err_your_profile_is_already_being_saved_please_try_a = /** @type {(inputs: Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile is already being saved. Please try again.`)
};

const ur_err_your_profile_is_already_being_saved_please_try_a = /** @type {(inputs: Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی پروفائل پہلے ہی محفوظ ہو رہی ہے۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Your profile is already being saved. Please try again." |
*
* @param {Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_profile_is_already_being_saved_please_try_a = /** @type {((inputs?: Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_profile_is_already_being_saved_please_try_a(inputs)
	return en_err_your_profile_is_already_being_saved_please_try_a(inputs)
});