/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_In_EscrowInputs */

const en_wallet_in_escrow = /** @type {(inputs: Wallet_In_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In escrow`)
};

const ur_wallet_in_escrow = /** @type {(inputs: Wallet_In_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو میں`)
};

/**
* | output |
* | --- |
* | "In escrow" |
*
* @param {Wallet_In_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_in_escrow = /** @type {((inputs?: Wallet_In_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_In_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_in_escrow(inputs)
	return en_wallet_in_escrow(inputs)
});