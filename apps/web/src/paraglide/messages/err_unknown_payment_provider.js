/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Unknown_Payment_ProviderInputs */

const en_err_unknown_payment_provider = /** @type {(inputs: Err_Unknown_Payment_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown payment provider`)
};

const ur_err_unknown_payment_provider = /** @type {(inputs: Err_Unknown_Payment_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی فراہم کنندہ نامعلوم ہے`)
};

/**
* | output |
* | --- |
* | "Unknown payment provider" |
*
* @param {Err_Unknown_Payment_ProviderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_payment_provider = /** @type {((inputs?: Err_Unknown_Payment_ProviderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Unknown_Payment_ProviderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_unknown_payment_provider(inputs)
	return en_err_unknown_payment_provider(inputs)
});