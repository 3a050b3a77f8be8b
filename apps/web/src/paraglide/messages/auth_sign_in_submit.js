/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_SubmitInputs */

const en_auth_sign_in_submit = /** @type {(inputs: Auth_Sign_In_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const ur_auth_sign_in_submit = /** @type {(inputs: Auth_Sign_In_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اِن کریں`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Auth_Sign_In_SubmitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_submit = /** @type {((inputs?: Auth_Sign_In_SubmitInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_SubmitInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_sign_in_submit(inputs)
	return en_auth_sign_in_submit(inputs)
});