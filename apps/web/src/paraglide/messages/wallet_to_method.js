/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, account: NonNullable<unknown> }} Wallet_To_MethodInputs */

const en_wallet_to_method = /** @type {(inputs: Wallet_To_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.method} ${i?.account}`)
};

const ur_wallet_to_method = /** @type {(inputs: Wallet_To_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بنام ${i?.method} ${i?.account}`)
};

/**
* | output |
* | --- |
* | "to {method} {account}" |
*
* @param {Wallet_To_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_to_method = /** @type {((inputs: Wallet_To_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_To_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_to_method(inputs)
	return en_wallet_to_method(inputs)
});