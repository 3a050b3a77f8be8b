/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_End_ContractInputs */

const en_contracts_end_contract = /** @type {(inputs: Contracts_End_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End contract`)
};

const ur_contracts_end_contract = /** @type {(inputs: Contracts_End_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ ختم کریں`)
};

/**
* | output |
* | --- |
* | "End contract" |
*
* @param {Contracts_End_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_end_contract = /** @type {((inputs?: Contracts_End_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_End_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_end_contract(inputs)
	return en_contracts_end_contract(inputs)
});