/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_CheckingInputs */

const en_cred_checking = /** @type {(inputs: Cred_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the credential...`)
};

const ur_cred_checking = /** @type {(inputs: Cred_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند کی جانچ ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Checking the credential..." |
*
* @param {Cred_CheckingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_checking = /** @type {((inputs?: Cred_CheckingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_CheckingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_checking(inputs)
	return en_cred_checking(inputs)
});