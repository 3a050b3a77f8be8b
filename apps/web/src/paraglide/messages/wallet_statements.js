/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_StatementsInputs */

const en_wallet_statements = /** @type {(inputs: Wallet_StatementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statements`)
};

const ur_wallet_statements = /** @type {(inputs: Wallet_StatementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسٹیٹمنٹس`)
};

/**
* | output |
* | --- |
* | "Statements" |
*
* @param {Wallet_StatementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statements = /** @type {((inputs?: Wallet_StatementsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_StatementsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_statements(inputs)
	return en_wallet_statements(inputs)
});