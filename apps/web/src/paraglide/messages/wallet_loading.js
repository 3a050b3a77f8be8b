/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_LoadingInputs */

const en_wallet_loading = /** @type {(inputs: Wallet_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

const ur_wallet_loading = /** @type {(inputs: Wallet_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Wallet_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_loading = /** @type {((inputs?: Wallet_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_loading(inputs)
	return en_wallet_loading(inputs)
});