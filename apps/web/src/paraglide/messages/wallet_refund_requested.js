/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Refund_RequestedInputs */

const en_wallet_refund_requested = /** @type {(inputs: Wallet_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund requested`)
};

const ur_wallet_refund_requested = /** @type {(inputs: Wallet_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم واپسی کی درخواست`)
};

/**
* | output |
* | --- |
* | "Refund requested" |
*
* @param {Wallet_Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_refund_requested = /** @type {((inputs?: Wallet_Refund_RequestedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Refund_RequestedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_refund_requested(inputs)
	return en_wallet_refund_requested(inputs)
});