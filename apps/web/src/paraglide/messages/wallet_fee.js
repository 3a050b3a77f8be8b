/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_FeeInputs */

const en_wallet_fee = /** @type {(inputs: Wallet_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

const ur_wallet_fee = /** @type {(inputs: Wallet_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیس`)
};

/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Wallet_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fee = /** @type {((inputs?: Wallet_FeeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_FeeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_fee(inputs)
	return en_wallet_fee(inputs)
});