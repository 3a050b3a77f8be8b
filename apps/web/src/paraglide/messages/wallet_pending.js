/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_PendingInputs */

const en_wallet_pending = /** @type {(inputs: Wallet_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

const ur_wallet_pending = /** @type {(inputs: Wallet_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زیرِ التوا`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Wallet_PendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_pending = /** @type {((inputs?: Wallet_PendingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_PendingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_pending(inputs)
	return en_wallet_pending(inputs)
});