/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Funded_EscrowInputs */

const en_contracts_funded_escrow = /** @type {(inputs: Contracts_Funded_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funded into escrow`)
};

const ur_contracts_funded_escrow = /** @type {(inputs: Contracts_Funded_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو میں جمع کی گئی`)
};

/**
* | output |
* | --- |
* | "Funded into escrow" |
*
* @param {Contracts_Funded_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_funded_escrow = /** @type {((inputs?: Contracts_Funded_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Funded_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_funded_escrow(inputs)
	return en_contracts_funded_escrow(inputs)
});