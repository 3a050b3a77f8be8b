/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, rate: NonNullable<unknown> }} Wallet_Fx_Paid_AsInputs */

const en_wallet_fx_paid_as = /** @type {(inputs: Wallet_Fx_Paid_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} at Rs ${i?.rate} per $1`)
};

const ur_wallet_fx_paid_as = /** @type {(inputs: Wallet_Fx_Paid_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}، Rs ${i?.rate} فی $1 کے حساب سے`)
};

/**
* | output |
* | --- |
* | "{amount} at Rs {rate} per $1" |
*
* @param {Wallet_Fx_Paid_AsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_paid_as = /** @type {((inputs: Wallet_Fx_Paid_AsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Fx_Paid_AsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_fx_paid_as(inputs)
	return en_wallet_fx_paid_as(inputs)
});