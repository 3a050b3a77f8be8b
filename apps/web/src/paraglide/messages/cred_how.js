/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_HowInputs */

const en_cred_how = /** @type {(inputs: Cred_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone can check this credential offline with a standard JOSE library and the programme's public keys.`)
};

const ur_cred_how = /** @type {(inputs: Cred_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی بھی اس سند کو معیاری JOSE لائبریری اور پروگرام کی عوامی کلیدوں سے آف لائن جانچ سکتا ہے۔`)
};

/**
* | output |
* | --- |
* | "Anyone can check this credential offline with a standard JOSE library and the programme's public keys." |
*
* @param {Cred_HowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_how = /** @type {((inputs?: Cred_HowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_HowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_how(inputs)
	return en_cred_how(inputs)
});