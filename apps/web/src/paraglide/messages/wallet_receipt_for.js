/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ milestone: NonNullable<unknown>, contract: NonNullable<unknown> }} Wallet_Receipt_ForInputs */

const en_wallet_receipt_for = /** @type {(inputs: Wallet_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt for ${i?.milestone} (${i?.contract})`)
};

const ur_wallet_receipt_for = /** @type {(inputs: Wallet_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.milestone} کی رسید (${i?.contract})`)
};

/**
* | output |
* | --- |
* | "Receipt for {milestone} ({contract})" |
*
* @param {Wallet_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_receipt_for = /** @type {((inputs: Wallet_Receipt_ForInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Receipt_ForInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_receipt_for(inputs)
	return en_wallet_receipt_for(inputs)
});