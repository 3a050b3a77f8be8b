/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Sign_InInputs */

const en_wallet_sign_in = /** @type {(inputs: Wallet_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your wallet.`)
};

const ur_wallet_sign_in = /** @type {(inputs: Wallet_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا والیٹ دیکھنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to see your wallet." |
*
* @param {Wallet_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_sign_in = /** @type {((inputs?: Wallet_Sign_InInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Sign_InInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_sign_in(inputs)
	return en_wallet_sign_in(inputs)
});