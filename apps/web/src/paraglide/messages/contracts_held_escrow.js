/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Held_EscrowInputs */

const en_contracts_held_escrow = /** @type {(inputs: Contracts_Held_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held in escrow`)
};

const ur_contracts_held_escrow = /** @type {(inputs: Contracts_Held_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو میں محفوظ`)
};

/**
* | output |
* | --- |
* | "Held in escrow" |
*
* @param {Contracts_Held_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_held_escrow = /** @type {((inputs?: Contracts_Held_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Held_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_held_escrow(inputs)
	return en_contracts_held_escrow(inputs)
});