/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Contract_TitleInputs */

const en_contracts_contract_title = /** @type {(inputs: Contracts_Contract_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract title`)
};

const ur_contracts_contract_title = /** @type {(inputs: Contracts_Contract_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ کا عنوان`)
};

/**
* | output |
* | --- |
* | "Contract title" |
*
* @param {Contracts_Contract_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_contract_title = /** @type {((inputs?: Contracts_Contract_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Contract_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_contract_title(inputs)
	return en_contracts_contract_title(inputs)
});