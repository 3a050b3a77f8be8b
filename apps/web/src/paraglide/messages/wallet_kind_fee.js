/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Kind_FeeInputs */

const en_wallet_kind_fee = /** @type {(inputs: Wallet_Kind_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fees`)
};

const ur_wallet_kind_fee = /** @type {(inputs: Wallet_Kind_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیسیں`)
};

/**
* | output |
* | --- |
* | "Fees" |
*
* @param {Wallet_Kind_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_fee = /** @type {((inputs?: Wallet_Kind_FeeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Kind_FeeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind_fee(inputs)
	return en_wallet_kind_fee(inputs)
});