/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Money_OutInputs */

const en_wallet_money_out = /** @type {(inputs: Wallet_Money_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money out`)
};

const ur_wallet_money_out = /** @type {(inputs: Wallet_Money_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خرچ`)
};

/**
* | output |
* | --- |
* | "Money out" |
*
* @param {Wallet_Money_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_money_out = /** @type {((inputs?: Wallet_Money_OutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Money_OutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_money_out(inputs)
	return en_wallet_money_out(inputs)
});