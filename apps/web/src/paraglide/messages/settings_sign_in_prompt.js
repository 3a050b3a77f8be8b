/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sign_In_PromptInputs */

const en_settings_sign_in_prompt = /** @type {(inputs: Settings_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to change your account settings.`)
};

const ur_settings_sign_in_prompt = /** @type {(inputs: Settings_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے اکاؤنٹ کی سیٹنگز تبدیل کرنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to change your account settings." |
*
* @param {Settings_Sign_In_PromptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sign_in_prompt = /** @type {((inputs?: Settings_Sign_In_PromptInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sign_In_PromptInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sign_in_prompt(inputs)
	return en_settings_sign_in_prompt(inputs)
});