/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Method_RemovedInputs */

const en_wallet_method_removed = /** @type {(inputs: Wallet_Method_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout method removed`)
};

const ur_wallet_method_removed = /** @type {(inputs: Wallet_Method_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کا طریقہ ہٹا دیا گیا`)
};

/**
* | output |
* | --- |
* | "Payout method removed" |
*
* @param {Wallet_Method_RemovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_method_removed = /** @type {((inputs?: Wallet_Method_RemovedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Method_RemovedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_method_removed(inputs)
	return en_wallet_method_removed(inputs)
});