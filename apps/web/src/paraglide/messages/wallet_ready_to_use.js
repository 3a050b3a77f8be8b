/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Ready_To_UseInputs */

const en_wallet_ready_to_use = /** @type {(inputs: Wallet_Ready_To_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to use`)
};

const ur_wallet_ready_to_use = /** @type {(inputs: Wallet_Ready_To_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استعمال کے لیے تیار`)
};

/**
* | output |
* | --- |
* | "Ready to use" |
*
* @param {Wallet_Ready_To_UseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_ready_to_use = /** @type {((inputs?: Wallet_Ready_To_UseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Ready_To_UseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_ready_to_use(inputs)
	return en_wallet_ready_to_use(inputs)
});