/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_FundedInputs */

const en_contracts_funded = /** @type {(inputs: Contracts_FundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funded`)
};

const ur_contracts_funded = /** @type {(inputs: Contracts_FundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جمع شدہ`)
};

/**
* | output |
* | --- |
* | "Funded" |
*
* @param {Contracts_FundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_funded = /** @type {((inputs?: Contracts_FundedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_FundedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_funded(inputs)
	return en_contracts_funded(inputs)
});