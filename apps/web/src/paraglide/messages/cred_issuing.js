/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_IssuingInputs */

const en_cred_issuing = /** @type {(inputs: Cred_IssuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issuing...`)
};

const ur_cred_issuing = /** @type {(inputs: Cred_IssuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری کی جا رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Issuing..." |
*
* @param {Cred_IssuingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_issuing = /** @type {((inputs?: Cred_IssuingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_IssuingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_issuing(inputs)
	return en_cred_issuing(inputs)
});