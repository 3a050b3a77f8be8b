/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_Withdraw_ReservedInputs */

const en_wallet_entry_withdraw_reserved = /** @type {(inputs: Wallet_Entry_Withdraw_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal reserved`)
};

const ur_wallet_entry_withdraw_reserved = /** @type {(inputs: Wallet_Entry_Withdraw_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نکلوانے کے لیے مختص`)
};

/**
* | output |
* | --- |
* | "Withdrawal reserved" |
*
* @param {Wallet_Entry_Withdraw_ReservedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_withdraw_reserved = /** @type {((inputs?: Wallet_Entry_Withdraw_ReservedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_Withdraw_ReservedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_withdraw_reserved(inputs)
	return en_wallet_entry_withdraw_reserved(inputs)
});