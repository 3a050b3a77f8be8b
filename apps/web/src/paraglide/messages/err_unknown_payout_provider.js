/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Unknown_Payout_ProviderInputs */

const en_err_unknown_payout_provider = /** @type {(inputs: Err_Unknown_Payout_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown payout provider`)
};

const ur_err_unknown_payout_provider = /** @type {(inputs: Err_Unknown_Payout_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم بھیجنے والا فراہم کنندہ نامعلوم ہے`)
};

/**
* | output |
* | --- |
* | "Unknown payout provider" |
*
* @param {Err_Unknown_Payout_ProviderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_payout_provider = /** @type {((inputs?: Err_Unknown_Payout_ProviderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Unknown_Payout_ProviderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_unknown_payout_provider(inputs)
	return en_err_unknown_payout_provider(inputs)
});