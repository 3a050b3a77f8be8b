/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Fee_AmountInputs */

const en_wallet_fee_amount = /** @type {(inputs: Wallet_Fee_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fee ${i?.amount}`)
};

const ur_wallet_fee_amount = /** @type {(inputs: Wallet_Fee_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فیس ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "fee {amount}" |
*
* @param {Wallet_Fee_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fee_amount = /** @type {((inputs: Wallet_Fee_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Fee_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_fee_amount(inputs)
	return en_wallet_fee_amount(inputs)
});