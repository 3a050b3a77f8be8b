/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Withdrawing_BusyInputs */

const en_wallet_withdrawing_busy = /** @type {(inputs: Wallet_Withdrawing_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawing...`)
};

const ur_wallet_withdrawing_busy = /** @type {(inputs: Wallet_Withdrawing_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوائی جا رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Withdrawing..." |
*
* @param {Wallet_Withdrawing_BusyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawing_busy = /** @type {((inputs?: Wallet_Withdrawing_BusyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdrawing_BusyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_withdrawing_busy(inputs)
	return en_wallet_withdrawing_busy(inputs)
});