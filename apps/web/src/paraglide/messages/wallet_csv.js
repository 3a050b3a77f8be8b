/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_CsvInputs */

const en_wallet_csv = /** @type {(inputs: Wallet_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV`)
};

const ur_wallet_csv = /** @type {(inputs: Wallet_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سی ایس وی`)
};

/**
* | output |
* | --- |
* | "CSV" |
*
* @param {Wallet_CsvInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_csv = /** @type {((inputs?: Wallet_CsvInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_CsvInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_csv(inputs)
	return en_wallet_csv(inputs)
});