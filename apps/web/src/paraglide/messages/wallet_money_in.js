/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Money_InInputs */

const en_wallet_money_in = /** @type {(inputs: Wallet_Money_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money in`)
};

const ur_wallet_money_in = /** @type {(inputs: Wallet_Money_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آمد`)
};

/**
* | output |
* | --- |
* | "Money in" |
*
* @param {Wallet_Money_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_money_in = /** @type {((inputs?: Wallet_Money_InInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Money_InInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_money_in(inputs)
	return en_wallet_money_in(inputs)
});