/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_DescriptionInputs */

const en_wallet_description = /** @type {(inputs: Wallet_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const ur_wallet_description = /** @type {(inputs: Wallet_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفصیل`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Wallet_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_description = /** @type {((inputs?: Wallet_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_description(inputs)
	return en_wallet_description(inputs)
});