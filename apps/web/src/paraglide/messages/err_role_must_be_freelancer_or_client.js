/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Role_Must_Be_Freelancer_Or_ClientInputs */

const en_err_role_must_be_freelancer_or_client = /** @type {(inputs: Err_Role_Must_Be_Freelancer_Or_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role must be freelancer or client`)
};

const ur_err_role_must_be_freelancer_or_client = /** @type {(inputs: Err_Role_Must_Be_Freelancer_Or_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کردار فری لانسر یا کلائنٹ ہونا چاہیے`)
};

/**
* | output |
* | --- |
* | "Role must be freelancer or client" |
*
* @param {Err_Role_Must_Be_Freelancer_Or_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_role_must_be_freelancer_or_client = /** @type {((inputs?: Err_Role_Must_Be_Freelancer_Or_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Role_Must_Be_Freelancer_Or_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_role_must_be_freelancer_or_client(inputs)
	return en_err_role_must_be_freelancer_or_client(inputs)
});