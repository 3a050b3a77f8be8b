/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_RefundedInputs */

const en_wallet_refunded = /** @type {(inputs: Wallet_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const ur_wallet_refunded = /** @type {(inputs: Wallet_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واپس شدہ`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Wallet_RefundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_refunded = /** @type {((inputs?: Wallet_RefundedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_RefundedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_refunded(inputs)
	return en_wallet_refunded(inputs)
});