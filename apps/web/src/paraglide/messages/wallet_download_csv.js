/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Wallet_Download_CsvInputs */

const en_wallet_download_csv = /** @type {(inputs: Wallet_Download_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download CSV for ${i?.month}`)
};

const ur_wallet_download_csv = /** @type {(inputs: Wallet_Download_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} کی سی ایس وی فائل ڈاؤن لوڈ کریں`)
};

/**
* | output |
* | --- |
* | "Download CSV for {month}" |
*
* @param {Wallet_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_download_csv = /** @type {((inputs: Wallet_Download_CsvInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Download_CsvInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_download_csv(inputs)
	return en_wallet_download_csv(inputs)
});