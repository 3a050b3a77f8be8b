/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Status_PaidInputs */

const en_wallet_status_paid = /** @type {(inputs: Wallet_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const ur_wallet_status_paid = /** @type {(inputs: Wallet_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادا ہو گئی`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Wallet_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_status_paid = /** @type {((inputs?: Wallet_Status_PaidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Status_PaidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_status_paid(inputs)
	return en_wallet_status_paid(inputs)
});