/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Rail_EasypaisaInputs */

const en_wallet_rail_easypaisa = /** @type {(inputs: Wallet_Rail_EasypaisaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easypaisa`)
};

const ur_wallet_rail_easypaisa = /** @type {(inputs: Wallet_Rail_EasypaisaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایزی پیسہ`)
};

/**
* | output |
* | --- |
* | "Easypaisa" |
*
* @param {Wallet_Rail_EasypaisaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_rail_easypaisa = /** @type {((inputs?: Wallet_Rail_EasypaisaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Rail_EasypaisaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_rail_easypaisa(inputs)
	return en_wallet_rail_easypaisa(inputs)
});