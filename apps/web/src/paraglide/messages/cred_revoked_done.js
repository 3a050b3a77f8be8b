/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Revoked_DoneInputs */

const en_cred_revoked_done = /** @type {(inputs: Cred_Revoked_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential revoked`)
};

const ur_cred_revoked_done = /** @type {(inputs: Cred_Revoked_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند منسوخ کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Credential revoked" |
*
* @param {Cred_Revoked_DoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoked_done = /** @type {((inputs?: Cred_Revoked_DoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Revoked_DoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_revoked_done(inputs)
	return en_cred_revoked_done(inputs)
});