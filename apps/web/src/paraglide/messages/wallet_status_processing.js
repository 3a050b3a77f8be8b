/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Status_ProcessingInputs */

const en_wallet_status_processing = /** @type {(inputs: Wallet_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing`)
};

const ur_wallet_status_processing = /** @type {(inputs: Wallet_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کارروائی جاری ہے`)
};

/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Wallet_Status_ProcessingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_status_processing = /** @type {((inputs?: Wallet_Status_ProcessingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Status_ProcessingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_status_processing(inputs)
	return en_wallet_status_processing(inputs)
});