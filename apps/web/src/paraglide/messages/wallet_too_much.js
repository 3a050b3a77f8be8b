/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Too_MuchInputs */

const en_wallet_too_much = /** @type {(inputs: Wallet_Too_MuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot withdraw more than your available balance`)
};

const ur_wallet_too_much = /** @type {(inputs: Wallet_Too_MuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ اپنے دستیاب بیلنس سے زیادہ رقم نہیں نکلوا سکتے`)
};

/**
* | output |
* | --- |
* | "You cannot withdraw more than your available balance" |
*
* @param {Wallet_Too_MuchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_too_much = /** @type {((inputs?: Wallet_Too_MuchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Too_MuchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_too_much(inputs)
	return en_wallet_too_much(inputs)
});