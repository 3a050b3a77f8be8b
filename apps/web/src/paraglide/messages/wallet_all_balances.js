/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_All_BalancesInputs */

const en_wallet_all_balances = /** @type {(inputs: Wallet_All_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All balances`)
};

const ur_wallet_all_balances = /** @type {(inputs: Wallet_All_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمام بیلنس`)
};

/**
* | output |
* | --- |
* | "All balances" |
*
* @param {Wallet_All_BalancesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_all_balances = /** @type {((inputs?: Wallet_All_BalancesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_All_BalancesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_all_balances(inputs)
	return en_wallet_all_balances(inputs)
});