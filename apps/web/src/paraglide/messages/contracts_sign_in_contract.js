/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Sign_In_ContractInputs */

const en_contracts_sign_in_contract = /** @type {(inputs: Contracts_Sign_In_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see this contract.`)
};

const ur_contracts_sign_in_contract = /** @type {(inputs: Contracts_Sign_In_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کنٹریکٹ دیکھنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to see this contract." |
*
* @param {Contracts_Sign_In_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sign_in_contract = /** @type {((inputs?: Contracts_Sign_In_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Sign_In_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_sign_in_contract(inputs)
	return en_contracts_sign_in_contract(inputs)
});