/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Tab_Sign_UpInputs */

const en_auth_tab_sign_up = /** @type {(inputs: Auth_Tab_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

const ur_auth_tab_sign_up = /** @type {(inputs: Auth_Tab_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اپ`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Auth_Tab_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_tab_sign_up = /** @type {((inputs?: Auth_Tab_Sign_UpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Tab_Sign_UpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_tab_sign_up(inputs)
	return en_auth_tab_sign_up(inputs)
});