/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_StatementInputs */

const en_wallet_statement = /** @type {(inputs: Wallet_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statement`)
};

const ur_wallet_statement = /** @type {(inputs: Wallet_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسٹیٹمنٹ`)
};

/**
* | output |
* | --- |
* | "Statement" |
*
* @param {Wallet_StatementInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement = /** @type {((inputs?: Wallet_StatementInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_StatementInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_statement(inputs)
	return en_wallet_statement(inputs)
});