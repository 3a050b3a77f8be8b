/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Refunded_ClientInputs */

const en_contracts_refunded_client = /** @type {(inputs: Contracts_Refunded_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded to the client`)
};

const ur_contracts_refunded_client = /** @type {(inputs: Contracts_Refunded_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ کو واپس کی گئی`)
};

/**
* | output |
* | --- |
* | "Refunded to the client" |
*
* @param {Contracts_Refunded_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refunded_client = /** @type {((inputs?: Contracts_Refunded_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Refunded_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_refunded_client(inputs)
	return en_contracts_refunded_client(inputs)
});