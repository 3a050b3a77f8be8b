/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_ReceiptsInputs */

const en_wallet_receipts = /** @type {(inputs: Wallet_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts`)
};

const ur_wallet_receipts = /** @type {(inputs: Wallet_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسیدیں`)
};

/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Wallet_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_receipts = /** @type {((inputs?: Wallet_ReceiptsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ReceiptsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_receipts(inputs)
	return en_wallet_receipts(inputs)
});