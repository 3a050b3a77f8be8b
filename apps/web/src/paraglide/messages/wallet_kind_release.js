/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Kind_ReleaseInputs */

const en_wallet_kind_release = /** @type {(inputs: Wallet_Kind_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Releases`)
};

const ur_wallet_kind_release = /** @type {(inputs: Wallet_Kind_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اجرا`)
};

/**
* | output |
* | --- |
* | "Releases" |
*
* @param {Wallet_Kind_ReleaseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_release = /** @type {((inputs?: Wallet_Kind_ReleaseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Kind_ReleaseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_kind_release(inputs)
	return en_wallet_kind_release(inputs)
});