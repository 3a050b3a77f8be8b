/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Loading_WalletInputs */

const en_wallet_loading_wallet = /** @type {(inputs: Wallet_Loading_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your wallet...`)
};

const ur_wallet_loading_wallet = /** @type {(inputs: Wallet_Loading_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا والیٹ لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading your wallet..." |
*
* @param {Wallet_Loading_WalletInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_wallet = /** @type {((inputs?: Wallet_Loading_WalletInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Loading_WalletInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_loading_wallet(inputs)
	return en_wallet_loading_wallet(inputs)
});