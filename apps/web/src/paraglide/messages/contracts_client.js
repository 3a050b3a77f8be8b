/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_ClientInputs */

const en_contracts_client = /** @type {(inputs: Contracts_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

const ur_contracts_client = /** @type {(inputs: Contracts_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ`)
};

/**
* | output |
* | --- |
* | "Client" |
*
* @param {Contracts_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_client = /** @type {((inputs?: Contracts_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_client(inputs)
	return en_contracts_client(inputs)
});