/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_RefundInputs */

const en_wallet_entry_refund = /** @type {(inputs: Wallet_Entry_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded from escrow`)
};

const ur_wallet_entry_refund = /** @type {(inputs: Wallet_Entry_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو سے واپس کی گئی`)
};

/**
* | output |
* | --- |
* | "Refunded from escrow" |
*
* @param {Wallet_Entry_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_refund = /** @type {((inputs?: Wallet_Entry_RefundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_RefundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_refund(inputs)
	return en_wallet_entry_refund(inputs)
});