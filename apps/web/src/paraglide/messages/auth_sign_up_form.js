/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_Up_FormInputs */

const en_auth_sign_up_form = /** @type {(inputs: Auth_Sign_Up_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up`)
};

const ur_auth_sign_up_form = /** @type {(inputs: Auth_Sign_Up_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اپ`)
};

/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Auth_Sign_Up_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_form = /** @type {((inputs?: Auth_Sign_Up_FormInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Up_FormInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_sign_up_form(inputs)
	return en_auth_sign_up_form(inputs)
});