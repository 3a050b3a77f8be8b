/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Revoke_ReasonInputs */

const en_cred_revoke_reason = /** @type {(inputs: Cred_Revoke_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why is it revoked?`)
};

const ur_cred_revoke_reason = /** @type {(inputs: Cred_Revoke_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ سند کیوں منسوخ کی جا رہی ہے؟`)
};

/**
* | output |
* | --- |
* | "Why is it revoked?" |
*
* @param {Cred_Revoke_ReasonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoke_reason = /** @type {((inputs?: Cred_Revoke_ReasonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Revoke_ReasonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_revoke_reason(inputs)
	return en_cred_revoke_reason(inputs)
});