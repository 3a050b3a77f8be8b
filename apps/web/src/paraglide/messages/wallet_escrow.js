/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_EscrowInputs */

const en_wallet_escrow = /** @type {(inputs: Wallet_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow`)
};

const ur_wallet_escrow = /** @type {(inputs: Wallet_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو`)
};

/**
* | output |
* | --- |
* | "Escrow" |
*
* @param {Wallet_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_escrow = /** @type {((inputs?: Wallet_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_escrow(inputs)
	return en_wallet_escrow(inputs)
});