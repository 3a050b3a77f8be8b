/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Wallet_Currency_TotalsInputs */

const en_wallet_currency_totals = /** @type {(inputs: Wallet_Currency_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} totals`)
};

const ur_wallet_currency_totals = /** @type {(inputs: Wallet_Currency_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} کا میزان`)
};

/**
* | output |
* | --- |
* | "{currency} totals" |
*
* @param {Wallet_Currency_TotalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_currency_totals = /** @type {((inputs: Wallet_Currency_TotalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Currency_TotalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_currency_totals(inputs)
	return en_wallet_currency_totals(inputs)
});