/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_FundedInputs */

const en_contracts_ms_funded = /** @type {(inputs: Contracts_Ms_FundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funded (in escrow)`)
};

const ur_contracts_ms_funded = /** @type {(inputs: Contracts_Ms_FundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم جمع (ایسکرو میں)`)
};

/**
* | output |
* | --- |
* | "Funded (in escrow)" |
*
* @param {Contracts_Ms_FundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_funded = /** @type {((inputs?: Contracts_Ms_FundedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_FundedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_funded(inputs)
	return en_contracts_ms_funded(inputs)
});