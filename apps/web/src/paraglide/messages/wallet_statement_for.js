/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Wallet_Statement_ForInputs */

const en_wallet_statement_for = /** @type {(inputs: Wallet_Statement_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statement for ${i?.month}`)
};

const ur_wallet_statement_for = /** @type {(inputs: Wallet_Statement_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} کی اسٹیٹمنٹ`)
};

/**
* | output |
* | --- |
* | "Statement for {month}" |
*
* @param {Wallet_Statement_ForInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement_for = /** @type {((inputs: Wallet_Statement_ForInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Statement_ForInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_statement_for(inputs)
	return en_wallet_statement_for(inputs)
});