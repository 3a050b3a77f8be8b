/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Account_HolderInputs */

const en_wallet_account_holder = /** @type {(inputs: Wallet_Account_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder`)
};

const ur_wallet_account_holder = /** @type {(inputs: Wallet_Account_HolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ ہولڈر`)
};

/**
* | output |
* | --- |
* | "Account holder" |
*
* @param {Wallet_Account_HolderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_account_holder = /** @type {((inputs?: Wallet_Account_HolderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Account_HolderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_account_holder(inputs)
	return en_wallet_account_holder(inputs)
});