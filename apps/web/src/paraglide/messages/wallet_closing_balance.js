/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Closing_BalanceInputs */

const en_wallet_closing_balance = /** @type {(inputs: Wallet_Closing_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing balance`)
};

const ur_wallet_closing_balance = /** @type {(inputs: Wallet_Closing_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختتامی بیلنس`)
};

/**
* | output |
* | --- |
* | "Closing balance" |
*
* @param {Wallet_Closing_BalanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_closing_balance = /** @type {((inputs?: Wallet_Closing_BalanceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Closing_BalanceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_closing_balance(inputs)
	return en_wallet_closing_balance(inputs)
});