/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Checkout_StartedInputs */

const en_err_checkout_started = /** @type {(inputs: Err_Checkout_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout started: complete the payment on the provider’s page`)
};

const ur_err_checkout_started = /** @type {(inputs: Err_Checkout_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی شروع ہو گئی: فراہم کنندہ کے صفحے پر ادائیگی مکمل کریں`)
};

/**
* | output |
* | --- |
* | "Checkout started: complete the payment on the provider’s page" |
*
* @param {Err_Checkout_StartedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_checkout_started = /** @type {((inputs?: Err_Checkout_StartedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Checkout_StartedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_checkout_started(inputs)
	return en_err_checkout_started(inputs)
});