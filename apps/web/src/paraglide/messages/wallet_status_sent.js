/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Status_SentInputs */

const en_wallet_status_sent = /** @type {(inputs: Wallet_Status_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent`)
};

const ur_wallet_status_sent = /** @type {(inputs: Wallet_Status_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بھیج دی گئی`)
};

/**
* | output |
* | --- |
* | "Sent" |
*
* @param {Wallet_Status_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_status_sent = /** @type {((inputs?: Wallet_Status_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Status_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_status_sent(inputs)
	return en_wallet_status_sent(inputs)
});