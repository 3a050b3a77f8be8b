/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Opening_BalanceInputs */

const en_wallet_opening_balance = /** @type {(inputs: Wallet_Opening_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening balance`)
};

const ur_wallet_opening_balance = /** @type {(inputs: Wallet_Opening_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابتدائی بیلنس`)
};

/**
* | output |
* | --- |
* | "Opening balance" |
*
* @param {Wallet_Opening_BalanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_opening_balance = /** @type {((inputs?: Wallet_Opening_BalanceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Opening_BalanceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_opening_balance(inputs)
	return en_wallet_opening_balance(inputs)
});