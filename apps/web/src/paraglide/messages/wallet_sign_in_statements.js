/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Sign_In_StatementsInputs */

const en_wallet_sign_in_statements = /** @type {(inputs: Wallet_Sign_In_StatementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your statements.`)
};

const ur_wallet_sign_in_statements = /** @type {(inputs: Wallet_Sign_In_StatementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی اسٹیٹمنٹس دیکھنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to see your statements." |
*
* @param {Wallet_Sign_In_StatementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_sign_in_statements = /** @type {((inputs?: Wallet_Sign_In_StatementsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Sign_In_StatementsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_sign_in_statements(inputs)
	return en_wallet_sign_in_statements(inputs)
});