/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_FeesInputs */

const en_wallet_fees = /** @type {(inputs: Wallet_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fees`)
};

const ur_wallet_fees = /** @type {(inputs: Wallet_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیسیں`)
};

/**
* | output |
* | --- |
* | "Fees" |
*
* @param {Wallet_FeesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fees = /** @type {((inputs?: Wallet_FeesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_FeesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_fees(inputs)
	return en_wallet_fees(inputs)
});