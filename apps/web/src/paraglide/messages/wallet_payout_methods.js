/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Payout_MethodsInputs */

const en_wallet_payout_methods = /** @type {(inputs: Wallet_Payout_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout methods`)
};

const ur_wallet_payout_methods = /** @type {(inputs: Wallet_Payout_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کے طریقے`)
};

/**
* | output |
* | --- |
* | "Payout methods" |
*
* @param {Wallet_Payout_MethodsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_methods = /** @type {((inputs?: Wallet_Payout_MethodsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payout_MethodsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_payout_methods(inputs)
	return en_wallet_payout_methods(inputs)
});