/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Status_FailedInputs */

const en_wallet_status_failed = /** @type {(inputs: Wallet_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const ur_wallet_status_failed = /** @type {(inputs: Wallet_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ناکام`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Wallet_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_status_failed = /** @type {((inputs?: Wallet_Status_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Status_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_status_failed(inputs)
	return en_wallet_status_failed(inputs)
});