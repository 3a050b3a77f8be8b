/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Step_Profile_TitleInputs */

const en_register_step_profile_title = /** @type {(inputs: Register_Step_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Profile`)
};

const ur_register_step_profile_title = /** @type {(inputs: Register_Step_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل بنائیں`)
};

/**
* | output |
* | --- |
* | "Create Profile" |
*
* @param {Register_Step_Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_profile_title = /** @type {((inputs?: Register_Step_Profile_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Step_Profile_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_step_profile_title(inputs)
	return en_register_step_profile_title(inputs)
});