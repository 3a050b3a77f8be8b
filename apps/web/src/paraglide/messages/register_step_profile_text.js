/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Step_Profile_TextInputs */

const en_register_step_profile_text = /** @type {(inputs: Register_Step_Profile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your job title, services, hourly rate and a short bio.`)
};

const ur_register_step_profile_text = /** @type {(inputs: Register_Step_Profile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا پیشہ ورانہ عنوان، خدمات، فی گھنٹہ ریٹ اور مختصر تعارف شامل کریں۔`)
};

/**
* | output |
* | --- |
* | "Add your job title, services, hourly rate and a short bio." |
*
* @param {Register_Step_Profile_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_profile_text = /** @type {((inputs?: Register_Step_Profile_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Step_Profile_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_step_profile_text(inputs)
	return en_register_step_profile_text(inputs)
});