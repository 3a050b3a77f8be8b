/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Kind_VoidInputs */

const en_wallet_kind_void = /** @type {(inputs: Wallet_Kind_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned`)
};

const ur_wallet_kind_void = /** @type {(inputs: Wallet_Kind_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوٹائی گئی`)
};

/**
* | output |
* | --- |
* | "Returned" |
*
* @param {Wallet_Kind_VoidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_void = /** @type {((inputs?: Wallet_Kind_VoidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Kind_VoidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind_void(inputs)
	return en_wallet_kind_void(inputs)
});