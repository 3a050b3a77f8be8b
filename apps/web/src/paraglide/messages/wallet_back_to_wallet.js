/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Back_To_WalletInputs */

const en_wallet_back_to_wallet = /** @type {(inputs: Wallet_Back_To_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Wallet`)
};

const ur_wallet_back_to_wallet = /** @type {(inputs: Wallet_Back_To_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`والیٹ پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to Wallet" |
*
* @param {Wallet_Back_To_WalletInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_back_to_wallet = /** @type {((inputs?: Wallet_Back_To_WalletInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Back_To_WalletInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_back_to_wallet(inputs)
	return en_wallet_back_to_wallet(inputs)
});