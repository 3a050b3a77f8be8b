/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Add_Method_LabelInputs */

const en_wallet_add_method_label = /** @type {(inputs: Wallet_Add_Method_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a payout method`)
};

const ur_wallet_add_method_label = /** @type {(inputs: Wallet_Add_Method_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کا طریقہ شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add a payout method" |
*
* @param {Wallet_Add_Method_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_add_method_label = /** @type {((inputs?: Wallet_Add_Method_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Add_Method_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_add_method_label(inputs)
	return en_wallet_add_method_label(inputs)
});