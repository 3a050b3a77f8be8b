/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Fact_IssuedInputs */

const en_cred_fact_issued = /** @type {(inputs: Cred_Fact_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued`)
};

const ur_cred_fact_issued = /** @type {(inputs: Cred_Fact_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری کردہ`)
};

/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Cred_Fact_IssuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_fact_issued = /** @type {((inputs?: Cred_Fact_IssuedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Fact_IssuedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_fact_issued(inputs)
	return en_cred_fact_issued(inputs)
});