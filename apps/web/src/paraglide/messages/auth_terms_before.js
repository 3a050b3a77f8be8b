/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Terms_BeforeInputs */

const en_auth_terms_before = /** @type {(inputs: Auth_Terms_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By creating an account, you agree to our`)
};

const ur_auth_terms_before = /** @type {(inputs: Auth_Terms_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ بنا کر آپ ہماری`)
};

/**
* | output |
* | --- |
* | "By creating an account, you agree to our" |
*
* @param {Auth_Terms_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_terms_before = /** @type {((inputs?: Auth_Terms_BeforeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Terms_BeforeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_terms_before(inputs)
	return en_auth_terms_before(inputs)
});