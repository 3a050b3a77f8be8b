/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_FailedInputs */

const en_wallet_failed = /** @type {(inputs: Wallet_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load your wallet. Please try again later.`)
};

const ur_wallet_failed = /** @type {(inputs: Wallet_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا والیٹ لوڈ نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load your wallet. Please try again later." |
*
* @param {Wallet_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_failed = /** @type {((inputs?: Wallet_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_failed(inputs)
	return en_wallet_failed(inputs)
});