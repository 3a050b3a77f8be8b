/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_AmountInputs */

const en_wallet_amount = /** @type {(inputs: Wallet_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const ur_wallet_amount = /** @type {(inputs: Wallet_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Wallet_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_amount = /** @type {((inputs?: Wallet_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_amount(inputs)
	return en_wallet_amount(inputs)
});