/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown>, source: NonNullable<unknown>, date: NonNullable<unknown> }} Wallet_Fx_Rate_LineInputs */

const en_wallet_fx_rate_line = /** @type {(inputs: Wallet_Fx_Rate_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rs ${i?.rate} per $1 (${i?.source}, ${i?.date})`)
};

const ur_wallet_fx_rate_line = /** @type {(inputs: Wallet_Fx_Rate_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rs ${i?.rate} فی $1 (${i?.source}، ${i?.date})`)
};

/**
* | output |
* | --- |
* | "Rs {rate} per $1 ({source}, {date})" |
*
* @param {Wallet_Fx_Rate_LineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_rate_line = /** @type {((inputs: Wallet_Fx_Rate_LineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Fx_Rate_LineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_fx_rate_line(inputs)
	return en_wallet_fx_rate_line(inputs)
});