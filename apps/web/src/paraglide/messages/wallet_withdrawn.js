/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_WithdrawnInputs */

const en_wallet_withdrawn = /** @type {(inputs: Wallet_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn`)
};

const ur_wallet_withdrawn = /** @type {(inputs: Wallet_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نکلوائی گئی`)
};

/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {Wallet_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawn = /** @type {((inputs?: Wallet_WithdrawnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_WithdrawnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_withdrawn(inputs)
	return en_wallet_withdrawn(inputs)
});