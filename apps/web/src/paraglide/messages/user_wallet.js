/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_WalletInputs */

const en_user_wallet = /** @type {(inputs: User_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

const ur_user_wallet = /** @type {(inputs: User_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`والیٹ`)
};

/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {User_WalletInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_wallet = /** @type {((inputs?: User_WalletInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_WalletInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_wallet(inputs)
	return en_user_wallet(inputs)
});