/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Kind_RefundInputs */

const en_wallet_kind_refund = /** @type {(inputs: Wallet_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunds`)
};

const ur_wallet_kind_refund = /** @type {(inputs: Wallet_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واپسیاں`)
};

/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Wallet_Kind_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_refund = /** @type {((inputs?: Wallet_Kind_RefundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Kind_RefundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind_refund(inputs)
	return en_wallet_kind_refund(inputs)
});