/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_FundInputs */

const en_wallet_entry_fund = /** @type {(inputs: Wallet_Entry_FundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid into escrow`)
};

const ur_wallet_entry_fund = /** @type {(inputs: Wallet_Entry_FundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو میں جمع کی گئی`)
};

/**
* | output |
* | --- |
* | "Paid into escrow" |
*
* @param {Wallet_Entry_FundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_fund = /** @type {((inputs?: Wallet_Entry_FundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_FundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_fund(inputs)
	return en_wallet_entry_fund(inputs)
});