/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Monthly_StatementsInputs */

const en_wallet_monthly_statements = /** @type {(inputs: Wallet_Monthly_StatementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly statements`)
};

const ur_wallet_monthly_statements = /** @type {(inputs: Wallet_Monthly_StatementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماہانہ اسٹیٹمنٹس`)
};

/**
* | output |
* | --- |
* | "Monthly statements" |
*
* @param {Wallet_Monthly_StatementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_monthly_statements = /** @type {((inputs?: Wallet_Monthly_StatementsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Monthly_StatementsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_monthly_statements(inputs)
	return en_wallet_monthly_statements(inputs)
});