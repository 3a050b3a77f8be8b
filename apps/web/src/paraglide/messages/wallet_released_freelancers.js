/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Released_FreelancersInputs */

const en_wallet_released_freelancers = /** @type {(inputs: Wallet_Released_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Released to freelancers`)
};

const ur_wallet_released_freelancers = /** @type {(inputs: Wallet_Released_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسرز کو جاری`)
};

/**
* | output |
* | --- |
* | "Released to freelancers" |
*
* @param {Wallet_Released_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_released_freelancers = /** @type {((inputs?: Wallet_Released_FreelancersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Released_FreelancersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_released_freelancers(inputs)
	return en_wallet_released_freelancers(inputs)
});