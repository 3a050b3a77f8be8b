/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Credential_RevokedInputs */

const en_err_credential_revoked = /** @type {(inputs: Err_Credential_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential revoked`)
};

const ur_err_credential_revoked = /** @type {(inputs: Err_Credential_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند منسوخ کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Credential revoked" |
*
* @param {Err_Credential_RevokedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_credential_revoked = /** @type {((inputs?: Err_Credential_RevokedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Credential_RevokedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_credential_revoked(inputs)
	return en_err_credential_revoked(inputs)
});