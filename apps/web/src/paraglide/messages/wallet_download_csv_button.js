/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Download_Csv_ButtonInputs */

const en_wallet_download_csv_button = /** @type {(inputs: Wallet_Download_Csv_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const ur_wallet_download_csv_button = /** @type {(inputs: Wallet_Download_Csv_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سی ایس وی ڈاؤن لوڈ کریں`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Wallet_Download_Csv_ButtonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_download_csv_button = /** @type {((inputs?: Wallet_Download_Csv_ButtonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Download_Csv_ButtonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_download_csv_button(inputs)
	return en_wallet_download_csv_button(inputs)
});