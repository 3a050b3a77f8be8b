/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Rail_BankInputs */

const en_wallet_rail_bank = /** @type {(inputs: Wallet_Rail_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank account (IBAN)`)
};

const ur_wallet_rail_bank = /** @type {(inputs: Wallet_Rail_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بینک اکاؤنٹ (آئی بی اے این)`)
};

/**
* | output |
* | --- |
* | "Bank account (IBAN)" |
*
* @param {Wallet_Rail_BankInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_rail_bank = /** @type {((inputs?: Wallet_Rail_BankInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Rail_BankInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_rail_bank(inputs)
	return en_wallet_rail_bank(inputs)
});