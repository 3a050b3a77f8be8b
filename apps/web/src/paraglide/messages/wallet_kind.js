/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_KindInputs */

const en_wallet_kind = /** @type {(inputs: Wallet_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

const ur_wallet_kind = /** @type {(inputs: Wallet_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قسم`)
};

/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Wallet_KindInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind = /** @type {((inputs?: Wallet_KindInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_KindInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind(inputs)
	return en_wallet_kind(inputs)
});