/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Review_WithdrawalInputs */

const en_wallet_review_withdrawal = /** @type {(inputs: Wallet_Review_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review withdrawal`)
};

const ur_wallet_review_withdrawal = /** @type {(inputs: Wallet_Review_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کا جائزہ لیں`)
};

/**
* | output |
* | --- |
* | "Review withdrawal" |
*
* @param {Wallet_Review_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_review_withdrawal = /** @type {((inputs?: Wallet_Review_WithdrawalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Review_WithdrawalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_review_withdrawal(inputs)
	return en_wallet_review_withdrawal(inputs)
});