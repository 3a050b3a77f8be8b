/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Kind_FundInputs */

const en_wallet_kind_fund = /** @type {(inputs: Wallet_Kind_FundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funding`)
};

const ur_wallet_kind_fund = /** @type {(inputs: Wallet_Kind_FundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم جمع`)
};

/**
* | output |
* | --- |
* | "Funding" |
*
* @param {Wallet_Kind_FundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_fund = /** @type {((inputs?: Wallet_Kind_FundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Kind_FundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind_fund(inputs)
	return en_wallet_kind_fund(inputs)
});