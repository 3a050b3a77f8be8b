/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_Release_EscrowInputs */

const en_wallet_entry_release_escrow = /** @type {(inputs: Wallet_Entry_Release_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Released to the freelancer`)
};

const ur_wallet_entry_release_escrow = /** @type {(inputs: Wallet_Entry_Release_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر کو جاری کی گئی`)
};

/**
* | output |
* | --- |
* | "Released to the freelancer" |
*
* @param {Wallet_Entry_Release_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_release_escrow = /** @type {((inputs?: Wallet_Entry_Release_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_Release_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_release_escrow(inputs)
	return en_wallet_entry_release_escrow(inputs)
});