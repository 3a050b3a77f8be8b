/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Revoked_BadgeInputs */

const en_cred_revoked_badge = /** @type {(inputs: Cred_Revoked_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`revoked`)
};

const ur_cred_revoked_badge = /** @type {(inputs: Cred_Revoked_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منسوخ`)
};

/**
* | output |
* | --- |
* | "revoked" |
*
* @param {Cred_Revoked_BadgeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoked_badge = /** @type {((inputs?: Cred_Revoked_BadgeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Revoked_BadgeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_revoked_badge(inputs)
	return en_cred_revoked_badge(inputs)
});