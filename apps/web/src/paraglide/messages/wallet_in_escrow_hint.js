/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_In_Escrow_HintInputs */

const en_wallet_in_escrow_hint = /** @type {(inputs: Wallet_In_Escrow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid into your contracts, not yet released`)
};

const ur_wallet_in_escrow_hint = /** @type {(inputs: Wallet_In_Escrow_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے کنٹریکٹس میں جمع، ابھی جاری نہیں ہوئی`)
};

/**
* | output |
* | --- |
* | "Paid into your contracts, not yet released" |
*
* @param {Wallet_In_Escrow_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_in_escrow_hint = /** @type {((inputs?: Wallet_In_Escrow_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_In_Escrow_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_in_escrow_hint(inputs)
	return en_wallet_in_escrow_hint(inputs)
});