/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Credential_IssuedInputs */

const en_err_credential_issued = /** @type {(inputs: Err_Credential_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential issued`)
};

const ur_err_credential_issued = /** @type {(inputs: Err_Credential_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند جاری کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Credential issued" |
*
* @param {Err_Credential_IssuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_credential_issued = /** @type {((inputs?: Err_Credential_IssuedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Credential_IssuedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_credential_issued(inputs)
	return en_err_credential_issued(inputs)
});