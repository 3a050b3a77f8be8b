/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Status_In_ReviewInputs */

const en_wallet_status_in_review = /** @type {(inputs: Wallet_Status_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting review`)
};

const ur_wallet_status_in_review = /** @type {(inputs: Wallet_Status_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جائزے کی منتظر`)
};

/**
* | output |
* | --- |
* | "Awaiting review" |
*
* @param {Wallet_Status_In_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_status_in_review = /** @type {((inputs?: Wallet_Status_In_ReviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Status_In_ReviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_status_in_review(inputs)
	return en_wallet_status_in_review(inputs)
});