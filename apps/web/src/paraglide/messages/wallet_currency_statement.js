/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Wallet_Currency_StatementInputs */

const en_wallet_currency_statement = /** @type {(inputs: Wallet_Currency_StatementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} statement`)
};

const ur_wallet_currency_statement = /** @type {(inputs: Wallet_Currency_StatementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} اسٹیٹمنٹ`)
};

/**
* | output |
* | --- |
* | "{currency} statement" |
*
* @param {Wallet_Currency_StatementInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_currency_statement = /** @type {((inputs: Wallet_Currency_StatementInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Currency_StatementInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_currency_statement(inputs)
	return en_wallet_currency_statement(inputs)
});