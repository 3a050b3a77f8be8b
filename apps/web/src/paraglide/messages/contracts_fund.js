/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_FundInputs */

const en_contracts_fund = /** @type {(inputs: Contracts_FundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fund ${i?.amount}`)
};

const ur_contracts_fund = /** @type {(inputs: Contracts_FundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} جمع کریں`)
};

/**
* | output |
* | --- |
* | "Fund {amount}" |
*
* @param {Contracts_FundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_fund = /** @type {((inputs: Contracts_FundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_FundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_fund(inputs)
	return en_contracts_fund(inputs)
});