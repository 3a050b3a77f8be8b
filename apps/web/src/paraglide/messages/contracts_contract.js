/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_ContractInputs */

const en_contracts_contract = /** @type {(inputs: Contracts_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract`)
};

const ur_contracts_contract = /** @type {(inputs: Contracts_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ`)
};

/**
* | output |
* | --- |
* | "Contract" |
*
* @param {Contracts_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_contract = /** @type {((inputs?: Contracts_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_contract(inputs)
	return en_contracts_contract(inputs)
});