/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Nothing_In_EscrowInputs */

const en_wallet_nothing_in_escrow = /** @type {(inputs: Wallet_Nothing_In_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is in escrow right now.`)
};

const ur_wallet_nothing_in_escrow = /** @type {(inputs: Wallet_Nothing_In_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس وقت ایسکرو میں کوئی رقم نہیں۔`)
};

/**
* | output |
* | --- |
* | "Nothing is in escrow right now." |
*
* @param {Wallet_Nothing_In_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_nothing_in_escrow = /** @type {((inputs?: Wallet_Nothing_In_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nothing_In_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_nothing_in_escrow(inputs)
	return en_wallet_nothing_in_escrow(inputs)
});