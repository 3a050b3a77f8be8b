/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Credential_Was_Already_RevokedInputs */

const en_err_credential_was_already_revoked = /** @type {(inputs: Err_Credential_Was_Already_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential was already revoked`)
};

const ur_err_credential_was_already_revoked = /** @type {(inputs: Err_Credential_Was_Already_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند پہلے ہی منسوخ ہو چکی ہے`)
};

/**
* | output |
* | --- |
* | "Credential was already revoked" |
*
* @param {Err_Credential_Was_Already_RevokedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_credential_was_already_revoked = /** @type {((inputs?: Err_Credential_Was_Already_RevokedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Credential_Was_Already_RevokedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_credential_was_already_revoked(inputs)
	return en_err_credential_was_already_revoked(inputs)
});