/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, account: NonNullable<unknown> }} Wallet_Remove_MethodInputs */

const en_wallet_remove_method = /** @type {(inputs: Wallet_Remove_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.method} ${i?.account}`)
};

const ur_wallet_remove_method = /** @type {(inputs: Wallet_Remove_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} ${i?.account} ہٹائیں`)
};

/**
* | output |
* | --- |
* | "Remove {method} {account}" |
*
* @param {Wallet_Remove_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_remove_method = /** @type {((inputs: Wallet_Remove_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Remove_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_remove_method(inputs)
	return en_wallet_remove_method(inputs)
});