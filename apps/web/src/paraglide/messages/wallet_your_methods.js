/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Your_MethodsInputs */

const en_wallet_your_methods = /** @type {(inputs: Wallet_Your_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payout methods`)
};

const ur_wallet_your_methods = /** @type {(inputs: Wallet_Your_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے ادائیگی کے طریقے`)
};

/**
* | output |
* | --- |
* | "Your payout methods" |
*
* @param {Wallet_Your_MethodsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_your_methods = /** @type {((inputs?: Wallet_Your_MethodsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Your_MethodsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_your_methods(inputs)
	return en_wallet_your_methods(inputs)
});