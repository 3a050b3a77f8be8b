/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Stage_PaidInputs */

const en_wallet_stage_paid = /** @type {(inputs: Wallet_Stage_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const ur_wallet_stage_paid = /** @type {(inputs: Wallet_Stage_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادا ہو گئی`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Wallet_Stage_PaidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_stage_paid = /** @type {((inputs?: Wallet_Stage_PaidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Stage_PaidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_stage_paid(inputs)
	return en_wallet_stage_paid(inputs)
});