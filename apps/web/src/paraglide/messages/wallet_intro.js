/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_IntroInputs */

const en_wallet_intro = /** @type {(inputs: Wallet_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your balances, the day held money becomes available, and payouts.`)
};

const ur_wallet_intro = /** @type {(inputs: Wallet_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے بیلنس، روکی گئی رقم کب دستیاب ہو گی، اور ادائیگیاں۔`)
};

/**
* | output |
* | --- |
* | "Your balances, the day held money becomes available, and payouts." |
*
* @param {Wallet_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_intro = /** @type {((inputs?: Wallet_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_intro(inputs)
	return en_wallet_intro(inputs)
});