/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Continue_GoogleInputs */

const en_auth_continue_google = /** @type {(inputs: Auth_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue with Google`)
};

const ur_auth_continue_google = /** @type {(inputs: Auth_Continue_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گوگل کے ساتھ جاری رکھیں`)
};

/**
* | output |
* | --- |
* | "Continue with Google" |
*
* @param {Auth_Continue_GoogleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_continue_google = /** @type {((inputs?: Auth_Continue_GoogleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Continue_GoogleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_continue_google(inputs)
	return en_auth_continue_google(inputs)
});