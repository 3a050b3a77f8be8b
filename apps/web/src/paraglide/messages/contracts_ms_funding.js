/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_FundingInputs */

const en_contracts_ms_funding = /** @type {(inputs: Contracts_Ms_FundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting payment`)
};

const ur_contracts_ms_funding = /** @type {(inputs: Contracts_Ms_FundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کا انتظار ہے`)
};

/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Contracts_Ms_FundingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_funding = /** @type {((inputs?: Contracts_Ms_FundingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_FundingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_funding(inputs)
	return en_contracts_ms_funding(inputs)
});