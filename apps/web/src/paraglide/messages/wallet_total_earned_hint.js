/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Total_Earned_HintInputs */

const en_wallet_total_earned_hint = /** @type {(inputs: Wallet_Total_Earned_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Released to you, after fees`)
};

const ur_wallet_total_earned_hint = /** @type {(inputs: Wallet_Total_Earned_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیس کٹنے کے بعد آپ کو جاری شدہ`)
};

/**
* | output |
* | --- |
* | "Released to you, after fees" |
*
* @param {Wallet_Total_Earned_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_total_earned_hint = /** @type {((inputs?: Wallet_Total_Earned_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Total_Earned_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_total_earned_hint(inputs)
	return en_wallet_total_earned_hint(inputs)
});