/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Mobile_AccountInputs */

const en_wallet_mobile_account = /** @type {(inputs: Wallet_Mobile_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile account number`)
};

const ur_wallet_mobile_account = /** @type {(inputs: Wallet_Mobile_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موبائل اکاؤنٹ نمبر`)
};

/**
* | output |
* | --- |
* | "Mobile account number" |
*
* @param {Wallet_Mobile_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_mobile_account = /** @type {((inputs?: Wallet_Mobile_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Mobile_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_mobile_account(inputs)
	return en_wallet_mobile_account(inputs)
});