/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_PrintInputs */

const en_wallet_print = /** @type {(inputs: Wallet_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

const ur_wallet_print = /** @type {(inputs: Wallet_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پرنٹ کریں`)
};

/**
* | output |
* | --- |
* | "Print" |
*
* @param {Wallet_PrintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_print = /** @type {((inputs?: Wallet_PrintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_PrintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_print(inputs)
	return en_wallet_print(inputs)
});