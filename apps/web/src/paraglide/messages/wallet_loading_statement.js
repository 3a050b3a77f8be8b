/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Loading_StatementInputs */

const en_wallet_loading_statement = /** @type {(inputs: Wallet_Loading_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading statement...`)
};

const ur_wallet_loading_statement = /** @type {(inputs: Wallet_Loading_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسٹیٹمنٹ لوڈ ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Loading statement..." |
*
* @param {Wallet_Loading_StatementInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_statement = /** @type {((inputs?: Wallet_Loading_StatementInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Loading_StatementInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_loading_statement(inputs)
	return en_wallet_loading_statement(inputs)
});