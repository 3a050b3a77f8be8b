/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Revoke_FailedInputs */

const en_cred_revoke_failed = /** @type {(inputs: Cred_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not revoke the credential.`)
};

const ur_cred_revoke_failed = /** @type {(inputs: Cred_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند منسوخ نہیں ہو سکی۔`)
};

/**
* | output |
* | --- |
* | "Could not revoke the credential." |
*
* @param {Cred_Revoke_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoke_failed = /** @type {((inputs?: Cred_Revoke_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Revoke_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_revoke_failed(inputs)
	return en_cred_revoke_failed(inputs)
});