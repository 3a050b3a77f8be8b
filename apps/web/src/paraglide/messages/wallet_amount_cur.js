/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Wallet_Amount_CurInputs */

const en_wallet_amount_cur = /** @type {(inputs: Wallet_Amount_CurInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount (${i?.currency})`)
};

const ur_wallet_amount_cur = /** @type {(inputs: Wallet_Amount_CurInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رقم (${i?.currency})`)
};

/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Wallet_Amount_CurInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_cur = /** @type {((inputs: Wallet_Amount_CurInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Amount_CurInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_amount_cur(inputs)
	return en_wallet_amount_cur(inputs)
});