/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_RevokeInputs */

const en_cred_revoke = /** @type {(inputs: Cred_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

const ur_cred_revoke = /** @type {(inputs: Cred_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منسوخ کریں`)
};

/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Cred_RevokeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoke = /** @type {((inputs?: Cred_RevokeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_RevokeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_revoke(inputs)
	return en_cred_revoke(inputs)
});