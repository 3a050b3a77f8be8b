/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_Role_FormInputs */

const en_auth_google_role_form = /** @type {(inputs: Auth_Google_Role_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your role`)
};

const ur_auth_google_role_form = /** @type {(inputs: Auth_Google_Role_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا کردار منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Choose your role" |
*
* @param {Auth_Google_Role_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_google_role_form = /** @type {((inputs?: Auth_Google_Role_FormInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_Role_FormInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_google_role_form(inputs)
	return en_auth_google_role_form(inputs)
});