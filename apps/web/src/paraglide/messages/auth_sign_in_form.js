/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_FormInputs */

const en_auth_sign_in_form = /** @type {(inputs: Auth_Sign_In_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const ur_auth_sign_in_form = /** @type {(inputs: Auth_Sign_In_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اِن`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Auth_Sign_In_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_form = /** @type {((inputs?: Auth_Sign_In_FormInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_FormInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_sign_in_form(inputs)
	return en_auth_sign_in_form(inputs)
});