/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Method_WaitingInputs */

const en_wallet_method_waiting = /** @type {(inputs: Wallet_Method_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payout method becomes usable after its waiting period.`)
};

const ur_wallet_method_waiting = /** @type {(inputs: Wallet_Method_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا ادائیگی کا طریقہ انتظار کی مدت کے بعد قابلِ استعمال ہو گا۔`)
};

/**
* | output |
* | --- |
* | "Your payout method becomes usable after its waiting period." |
*
* @param {Wallet_Method_WaitingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_method_waiting = /** @type {((inputs?: Wallet_Method_WaitingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Method_WaitingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_method_waiting(inputs)
	return en_wallet_method_waiting(inputs)
});