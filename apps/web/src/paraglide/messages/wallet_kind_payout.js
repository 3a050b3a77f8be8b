/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Kind_PayoutInputs */

const en_wallet_kind_payout = /** @type {(inputs: Wallet_Kind_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid out`)
};

const ur_wallet_kind_payout = /** @type {(inputs: Wallet_Kind_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادا کی گئی`)
};

/**
* | output |
* | --- |
* | "Paid out" |
*
* @param {Wallet_Kind_PayoutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_payout = /** @type {((inputs?: Wallet_Kind_PayoutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Kind_PayoutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind_payout(inputs)
	return en_wallet_kind_payout(inputs)
});