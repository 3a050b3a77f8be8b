/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Statement_FailedInputs */

const en_wallet_statement_failed = /** @type {(inputs: Wallet_Statement_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load this statement. Please try again later.`)
};

const ur_wallet_statement_failed = /** @type {(inputs: Wallet_Statement_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ اسٹیٹمنٹ لوڈ نہیں ہو سکی۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load this statement. Please try again later." |
*
* @param {Wallet_Statement_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement_failed = /** @type {((inputs?: Wallet_Statement_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Statement_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_statement_failed(inputs)
	return en_wallet_statement_failed(inputs)
});