/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Passwords_MismatchInputs */

const en_auth_passwords_mismatch = /** @type {(inputs: Auth_Passwords_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The two passwords do not match`)
};

const ur_auth_passwords_mismatch = /** @type {(inputs: Auth_Passwords_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دونوں پاس ورڈ ایک جیسے نہیں ہیں`)
};

/**
* | output |
* | --- |
* | "The two passwords do not match" |
*
* @param {Auth_Passwords_MismatchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_mismatch = /** @type {((inputs?: Auth_Passwords_MismatchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Passwords_MismatchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_passwords_mismatch(inputs)
	return en_auth_passwords_mismatch(inputs)
});