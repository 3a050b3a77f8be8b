/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Split_By_DisputeInputs */

const en_wallet_split_by_dispute = /** @type {(inputs: Wallet_Split_By_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Split by a dispute`)
};

const ur_wallet_split_by_dispute = /** @type {(inputs: Wallet_Split_By_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع میں تقسیم`)
};

/**
* | output |
* | --- |
* | "Split by a dispute" |
*
* @param {Wallet_Split_By_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_split_by_dispute = /** @type {((inputs?: Wallet_Split_By_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Split_By_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_split_by_dispute(inputs)
	return en_wallet_split_by_dispute(inputs)
});