/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Profile_Created_SuccessfullyInputs */

const en_err_profile_created_successfully = /** @type {(inputs: Err_Profile_Created_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile created successfully`)
};

const ur_err_profile_created_successfully = /** @type {(inputs: Err_Profile_Created_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل کامیابی سے بن گئی`)
};

/**
* | output |
* | --- |
* | "Profile created successfully" |
*
* @param {Err_Profile_Created_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_profile_created_successfully = /** @type {((inputs?: Err_Profile_Created_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Profile_Created_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_profile_created_successfully(inputs)
	return en_err_profile_created_successfully(inputs)
});