/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Tab_Sign_InInputs */

const en_auth_tab_sign_in = /** @type {(inputs: Auth_Tab_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const ur_auth_tab_sign_in = /** @type {(inputs: Auth_Tab_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اِن`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Auth_Tab_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_tab_sign_in = /** @type {((inputs?: Auth_Tab_Sign_InInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Tab_Sign_InInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_tab_sign_in(inputs)
	return en_auth_tab_sign_in(inputs)
});