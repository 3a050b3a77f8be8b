/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Token_And_Password_Are_RequiredInputs */

const en_err_token_and_password_are_required = /** @type {(inputs: Err_Token_And_Password_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token and password are required`)
};

const ur_err_token_and_password_are_required = /** @type {(inputs: Err_Token_And_Password_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ٹوکن اور پاس ورڈ ضروری ہیں`)
};

/**
* | output |
* | --- |
* | "Token and password are required" |
*
* @param {Err_Token_And_Password_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_token_and_password_are_required = /** @type {((inputs?: Err_Token_And_Password_Are_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Token_And_Password_Are_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_token_and_password_are_required(inputs)
	return en_err_token_and_password_are_required(inputs)
});