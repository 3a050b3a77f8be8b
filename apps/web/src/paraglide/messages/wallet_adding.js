/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_AddingInputs */

const en_wallet_adding = /** @type {(inputs: Wallet_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding...`)
};

const ur_wallet_adding = /** @type {(inputs: Wallet_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شامل کیا جا رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Adding..." |
*
* @param {Wallet_AddingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_adding = /** @type {((inputs?: Wallet_AddingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_AddingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_adding(inputs)
	return en_wallet_adding(inputs)
});