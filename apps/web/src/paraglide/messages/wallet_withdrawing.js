/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_WithdrawingInputs */

const en_wallet_withdrawing = /** @type {(inputs: Wallet_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawing`)
};

const ur_wallet_withdrawing = /** @type {(inputs: Wallet_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نکلوائی جا رہی ہے`)
};

/**
* | output |
* | --- |
* | "Withdrawing" |
*
* @param {Wallet_WithdrawingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawing = /** @type {((inputs?: Wallet_WithdrawingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_WithdrawingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_withdrawing(inputs)
	return en_wallet_withdrawing(inputs)
});