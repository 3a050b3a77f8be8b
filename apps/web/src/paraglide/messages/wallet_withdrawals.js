/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_WithdrawalsInputs */

const en_wallet_withdrawals = /** @type {(inputs: Wallet_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawals`)
};

const ur_wallet_withdrawals = /** @type {(inputs: Wallet_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نکلوائی گئی رقوم`)
};

/**
* | output |
* | --- |
* | "Withdrawals" |
*
* @param {Wallet_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawals = /** @type {((inputs?: Wallet_WithdrawalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_WithdrawalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_withdrawals(inputs)
	return en_wallet_withdrawals(inputs)
});