/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_No_WithdrawalsInputs */

const en_wallet_no_withdrawals = /** @type {(inputs: Wallet_No_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No withdrawals yet.`)
};

const ur_wallet_no_withdrawals = /** @type {(inputs: Wallet_No_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی تک کوئی رقم نہیں نکلوائی گئی۔`)
};

/**
* | output |
* | --- |
* | "No withdrawals yet." |
*
* @param {Wallet_No_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_withdrawals = /** @type {((inputs?: Wallet_No_WithdrawalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_WithdrawalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_no_withdrawals(inputs)
	return en_wallet_no_withdrawals(inputs)
});