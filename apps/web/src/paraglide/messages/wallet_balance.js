/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_BalanceInputs */

const en_wallet_balance = /** @type {(inputs: Wallet_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

const ur_wallet_balance = /** @type {(inputs: Wallet_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بیلنس`)
};

/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Wallet_BalanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_balance = /** @type {((inputs?: Wallet_BalanceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_BalanceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_balance(inputs)
	return en_wallet_balance(inputs)
});