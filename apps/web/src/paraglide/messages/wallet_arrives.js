/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_ArrivesInputs */

const en_wallet_arrives = /** @type {(inputs: Wallet_ArrivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrives`)
};

const ur_wallet_arrives = /** @type {(inputs: Wallet_ArrivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کب پہنچے گی`)
};

/**
* | output |
* | --- |
* | "Arrives" |
*
* @param {Wallet_ArrivesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_arrives = /** @type {((inputs?: Wallet_ArrivesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ArrivesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_arrives(inputs)
	return en_wallet_arrives(inputs)
});