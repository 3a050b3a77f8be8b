/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Choose_MethodInputs */

const en_wallet_choose_method = /** @type {(inputs: Wallet_Choose_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a payout method`)
};

const ur_wallet_choose_method = /** @type {(inputs: Wallet_Choose_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کا طریقہ منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Choose a payout method" |
*
* @param {Wallet_Choose_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_choose_method = /** @type {((inputs?: Wallet_Choose_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Choose_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_choose_method(inputs)
	return en_wallet_choose_method(inputs)
});