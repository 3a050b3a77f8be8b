/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, reason: NonNullable<unknown> }} Cred_Revoked_WhyInputs */

const en_cred_revoked_why = /** @type {(inputs: Cred_Revoked_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This credential was revoked on ${i?.date}. Reason: ${i?.reason}`)
};

const ur_cred_revoked_why = /** @type {(inputs: Cred_Revoked_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`یہ سند ${i?.date} کو منسوخ کی گئی۔ وجہ: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "This credential was revoked on {date}. Reason: {reason}" |
*
* @param {Cred_Revoked_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoked_why = /** @type {((inputs: Cred_Revoked_WhyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Revoked_WhyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_revoked_why(inputs)
	return en_cred_revoked_why(inputs)
});