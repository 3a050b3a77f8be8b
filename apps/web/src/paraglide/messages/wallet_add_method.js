/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Add_MethodInputs */

const en_wallet_add_method = /** @type {(inputs: Wallet_Add_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add payout method`)
};

const ur_wallet_add_method = /** @type {(inputs: Wallet_Add_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کا طریقہ شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add payout method" |
*
* @param {Wallet_Add_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_add_method = /** @type {((inputs?: Wallet_Add_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Add_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_add_method(inputs)
	return en_wallet_add_method(inputs)
});