/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Available_HintInputs */

const en_wallet_available_hint = /** @type {(inputs: Wallet_Available_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to withdraw`)
};

const ur_wallet_available_hint = /** @type {(inputs: Wallet_Available_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نکلوانے کے لیے تیار`)
};

/**
* | output |
* | --- |
* | "Ready to withdraw" |
*
* @param {Wallet_Available_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_available_hint = /** @type {((inputs?: Wallet_Available_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Available_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_available_hint(inputs)
	return en_wallet_available_hint(inputs)
});