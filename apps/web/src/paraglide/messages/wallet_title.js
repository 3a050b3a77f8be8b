/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_TitleInputs */

const en_wallet_title = /** @type {(inputs: Wallet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

const ur_wallet_title = /** @type {(inputs: Wallet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`والیٹ`)
};

/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {Wallet_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_title = /** @type {((inputs?: Wallet_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_title(inputs)
	return en_wallet_title(inputs)
});