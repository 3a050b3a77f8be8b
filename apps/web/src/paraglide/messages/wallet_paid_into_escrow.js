/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Paid_Into_EscrowInputs */

const en_wallet_paid_into_escrow = /** @type {(inputs: Wallet_Paid_Into_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid into escrow`)
};

const ur_wallet_paid_into_escrow = /** @type {(inputs: Wallet_Paid_Into_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو میں جمع`)
};

/**
* | output |
* | --- |
* | "Paid into escrow" |
*
* @param {Wallet_Paid_Into_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_paid_into_escrow = /** @type {((inputs?: Wallet_Paid_Into_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Paid_Into_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_paid_into_escrow(inputs)
	return en_wallet_paid_into_escrow(inputs)
});