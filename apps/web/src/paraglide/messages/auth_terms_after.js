/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Terms_AfterInputs */

const en_auth_terms_after = /** @type {(inputs: Auth_Terms_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ur_auth_terms_after = /** @type {(inputs: Auth_Terms_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` سے اتفاق کرتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Auth_Terms_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_terms_after = /** @type {((inputs?: Auth_Terms_AfterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Terms_AfterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_terms_after(inputs)
	return en_auth_terms_after(inputs)
});