/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_ValidInputs */

const en_cred_valid = /** @type {(inputs: Cred_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid credential`)
};

const ur_cred_valid = /** @type {(inputs: Cred_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درست سند`)
};

/**
* | output |
* | --- |
* | "Valid credential" |
*
* @param {Cred_ValidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_valid = /** @type {((inputs?: Cred_ValidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_ValidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_valid(inputs)
	return en_cred_valid(inputs)
});