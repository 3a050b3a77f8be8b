/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Withdrawing_HintInputs */

const en_wallet_withdrawing_hint = /** @type {(inputs: Wallet_Withdrawing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On its way to your account`)
};

const ur_wallet_withdrawing_hint = /** @type {(inputs: Wallet_Withdrawing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے اکاؤنٹ کی طرف روانہ`)
};

/**
* | output |
* | --- |
* | "On its way to your account" |
*
* @param {Wallet_Withdrawing_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawing_hint = /** @type {((inputs?: Wallet_Withdrawing_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdrawing_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_withdrawing_hint(inputs)
	return en_wallet_withdrawing_hint(inputs)
});