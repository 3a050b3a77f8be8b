/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Fx_RateInputs */

const en_wallet_fx_rate = /** @type {(inputs: Wallet_Fx_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange rate`)
};

const ur_wallet_fx_rate = /** @type {(inputs: Wallet_Fx_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرحِ تبادلہ`)
};

/**
* | output |
* | --- |
* | "Exchange rate" |
*
* @param {Wallet_Fx_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_rate = /** @type {((inputs?: Wallet_Fx_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Fx_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_fx_rate(inputs)
	return en_wallet_fx_rate(inputs)
});