/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_IssuedInputs */

const en_cred_issued = /** @type {(inputs: Cred_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential issued`)
};

const ur_cred_issued = /** @type {(inputs: Cred_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند جاری کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Credential issued" |
*
* @param {Cred_IssuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_issued = /** @type {((inputs?: Cred_IssuedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_IssuedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_issued(inputs)
	return en_cred_issued(inputs)
});