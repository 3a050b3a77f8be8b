/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Loading_ContractInputs */

const en_contracts_loading_contract = /** @type {(inputs: Contracts_Loading_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading contract...`)
};

const ur_contracts_loading_contract = /** @type {(inputs: Contracts_Loading_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading contract..." |
*
* @param {Contracts_Loading_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_loading_contract = /** @type {((inputs?: Contracts_Loading_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Loading_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_loading_contract(inputs)
	return en_contracts_loading_contract(inputs)
});