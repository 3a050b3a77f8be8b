/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Role_Client_HintInputs */

const en_auth_role_client_hint = /** @type {(inputs: Auth_Role_Client_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I’m hiring`)
};

const ur_auth_role_client_hint = /** @type {(inputs: Auth_Role_Client_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجھے ماہرین کی ضرورت ہے`)
};

/**
* | output |
* | --- |
* | "I’m hiring" |
*
* @param {Auth_Role_Client_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_role_client_hint = /** @type {((inputs?: Auth_Role_Client_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Role_Client_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_role_client_hint(inputs)
	return en_auth_role_client_hint(inputs)
});