/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_In_EscrowInputs */

const en_contracts_in_escrow = /** @type {(inputs: Contracts_In_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In escrow`)
};

const ur_contracts_in_escrow = /** @type {(inputs: Contracts_In_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو میں`)
};

/**
* | output |
* | --- |
* | "In escrow" |
*
* @param {Contracts_In_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_in_escrow = /** @type {((inputs?: Contracts_In_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_In_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_in_escrow(inputs)
	return en_contracts_in_escrow(inputs)
});