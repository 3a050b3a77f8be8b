/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Role_Freelancer_HintInputs */

const en_auth_role_freelancer_hint = /** @type {(inputs: Auth_Role_Freelancer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I’m a freelancer`)
};

const ur_auth_role_freelancer_hint = /** @type {(inputs: Auth_Role_Freelancer_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میں فری لانسر ہوں`)
};

/**
* | output |
* | --- |
* | "I’m a freelancer" |
*
* @param {Auth_Role_Freelancer_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_role_freelancer_hint = /** @type {((inputs?: Auth_Role_Freelancer_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Role_Freelancer_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_role_freelancer_hint(inputs)
	return en_auth_role_freelancer_hint(inputs)
});