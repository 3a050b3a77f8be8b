/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Back_ContractInputs */

const en_contracts_back_contract = /** @type {(inputs: Contracts_Back_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the contract`)
};

const ur_contracts_back_contract = /** @type {(inputs: Contracts_Back_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to the contract" |
*
* @param {Contracts_Back_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_back_contract = /** @type {((inputs?: Contracts_Back_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Back_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_back_contract(inputs)
	return en_contracts_back_contract(inputs)
});