/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Wallet_Currency_MovementsInputs */

const en_wallet_currency_movements = /** @type {(inputs: Wallet_Currency_MovementsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} movements`)
};

const ur_wallet_currency_movements = /** @type {(inputs: Wallet_Currency_MovementsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} لین دین`)
};

/**
* | output |
* | --- |
* | "{currency} movements" |
*
* @param {Wallet_Currency_MovementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_currency_movements = /** @type {((inputs: Wallet_Currency_MovementsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Currency_MovementsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_currency_movements(inputs)
	return en_wallet_currency_movements(inputs)
});