/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Wallet_No_Money_MovedInputs */

const en_wallet_no_money_moved = /** @type {(inputs: Wallet_No_Money_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No money moved in your wallet in ${i?.month}.`)
};

const ur_wallet_no_money_moved = /** @type {(inputs: Wallet_No_Money_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} میں آپ کے والیٹ میں کوئی رقم نہیں آئی گئی۔`)
};

/**
* | output |
* | --- |
* | "No money moved in your wallet in {month}." |
*
* @param {Wallet_No_Money_MovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_money_moved = /** @type {((inputs: Wallet_No_Money_MovedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_Money_MovedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_no_money_moved(inputs)
	return en_wallet_no_money_moved(inputs)
});