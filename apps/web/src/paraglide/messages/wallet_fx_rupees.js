/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Fx_RupeesInputs */

const en_wallet_fx_rupees = /** @type {(inputs: Wallet_Fx_RupeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You receive in rupees`)
};

const ur_wallet_fx_rupees = /** @type {(inputs: Wallet_Fx_RupeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کو روپوں میں ملیں گے`)
};

/**
* | output |
* | --- |
* | "You receive in rupees" |
*
* @param {Wallet_Fx_RupeesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_rupees = /** @type {((inputs?: Wallet_Fx_RupeesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Fx_RupeesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_fx_rupees(inputs)
	return en_wallet_fx_rupees(inputs)
});