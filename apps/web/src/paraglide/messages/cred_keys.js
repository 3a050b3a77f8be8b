/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_KeysInputs */

const en_cred_keys = /** @type {(inputs: Cred_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The programme's public keys (JWK Set)`)
};

const ur_cred_keys = /** @type {(inputs: Cred_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام کی عوامی کلیدیں (JWK Set)`)
};

/**
* | output |
* | --- |
* | "The programme's public keys (JWK Set)" |
*
* @param {Cred_KeysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_keys = /** @type {((inputs?: Cred_KeysInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_KeysInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_keys(inputs)
	return en_cred_keys(inputs)
});