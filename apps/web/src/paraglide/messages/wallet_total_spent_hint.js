/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Total_Spent_HintInputs */

const en_wallet_total_spent_hint = /** @type {(inputs: Wallet_Total_Spent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid into escrow, less refunds`)
};

const ur_wallet_total_spent_hint = /** @type {(inputs: Wallet_Total_Spent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو میں جمع، واپس شدہ رقم نکال کر`)
};

/**
* | output |
* | --- |
* | "Paid into escrow, less refunds" |
*
* @param {Wallet_Total_Spent_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_total_spent_hint = /** @type {((inputs?: Wallet_Total_Spent_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Total_Spent_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_total_spent_hint(inputs)
	return en_wallet_total_spent_hint(inputs)
});