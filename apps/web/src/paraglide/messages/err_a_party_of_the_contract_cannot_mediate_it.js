/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs */

const en_err_a_party_of_the_contract_cannot_mediate_it = /** @type {(inputs: Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A party of the contract cannot mediate it`)
};

const ur_err_a_party_of_the_contract_cannot_mediate_it = /** @type {(inputs: Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ کا فریق اس میں ثالث نہیں بن سکتا`)
};

/**
* | output |
* | --- |
* | "A party of the contract cannot mediate it" |
*
* @param {Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_a_party_of_the_contract_cannot_mediate_it = /** @type {((inputs?: Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_a_party_of_the_contract_cannot_mediate_it(inputs)
	return en_err_a_party_of_the_contract_cannot_mediate_it(inputs)
});