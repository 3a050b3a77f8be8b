/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Create_Profile_CtaInputs */

const en_register_create_profile_cta = /** @type {(inputs: Register_Create_Profile_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Your Profile`)
};

const ur_register_create_profile_cta = /** @type {(inputs: Register_Create_Profile_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی پروفائل بنائیں`)
};

/**
* | output |
* | --- |
* | "Create Your Profile" |
*
* @param {Register_Create_Profile_CtaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_create_profile_cta = /** @type {((inputs?: Register_Create_Profile_CtaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Create_Profile_CtaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_create_profile_cta(inputs)
	return en_register_create_profile_cta(inputs)
});