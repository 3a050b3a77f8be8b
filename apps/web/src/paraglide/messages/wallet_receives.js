/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_ReceivesInputs */

const en_wallet_receives = /** @type {(inputs: Wallet_ReceivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`receives ${i?.amount}`)
};

const ur_wallet_receives = /** @type {(inputs: Wallet_ReceivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`وصولی ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "receives {amount}" |
*
* @param {Wallet_ReceivesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_receives = /** @type {((inputs: Wallet_ReceivesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ReceivesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_receives(inputs)
	return en_wallet_receives(inputs)
});