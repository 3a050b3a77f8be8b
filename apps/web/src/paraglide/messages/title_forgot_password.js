/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Forgot_PasswordInputs */

const en_title_forgot_password = /** @type {(inputs: Title_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

const ur_title_forgot_password = /** @type {(inputs: Title_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاس ورڈ بھول گئے`)
};

/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Title_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_forgot_password = /** @type {((inputs?: Title_Forgot_PasswordInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Forgot_PasswordInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_forgot_password(inputs)
	return en_title_forgot_password(inputs)
});