/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Terms_AndInputs */

const en_auth_terms_and = /** @type {(inputs: Auth_Terms_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and`)
};

const ur_auth_terms_and = /** @type {(inputs: Auth_Terms_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اور`)
};

/**
* | output |
* | --- |
* | "and" |
*
* @param {Auth_Terms_AndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_terms_and = /** @type {((inputs?: Auth_Terms_AndInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Terms_AndInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_terms_and(inputs)
	return en_auth_terms_and(inputs)
});