/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_No_StatementsInputs */

const en_wallet_no_statements = /** @type {(inputs: Wallet_No_StatementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No statements yet. A statement appears for each month money moves in your wallet.`)
};

const ur_wallet_no_statements = /** @type {(inputs: Wallet_No_StatementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی اسٹیٹمنٹ نہیں۔ جس مہینے آپ کے والیٹ میں رقم کی آمد و رفت ہو، اس کی اسٹیٹمنٹ یہاں آ جاتی ہے۔`)
};

/**
* | output |
* | --- |
* | "No statements yet. A statement appears for each month money moves in your wallet." |
*
* @param {Wallet_No_StatementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_statements = /** @type {((inputs?: Wallet_No_StatementsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_StatementsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_no_statements(inputs)
	return en_wallet_no_statements(inputs)
});