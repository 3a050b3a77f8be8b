/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_IbanInputs */

const en_wallet_iban = /** @type {(inputs: Wallet_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IBAN`)
};

const ur_wallet_iban = /** @type {(inputs: Wallet_IbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آئی بی اے این`)
};

/**
* | output |
* | --- |
* | "IBAN" |
*
* @param {Wallet_IbanInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_iban = /** @type {((inputs?: Wallet_IbanInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_IbanInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_iban(inputs)
	return en_wallet_iban(inputs)
});