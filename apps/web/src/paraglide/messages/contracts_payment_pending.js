/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Payment_PendingInputs */

const en_contracts_payment_pending = /** @type {(inputs: Contracts_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment is being processed; the milestone is funded as soon as the provider confirms it.`)
};

const ur_contracts_payment_pending = /** @type {(inputs: Contracts_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ادائیگی پر کارروائی جاری ہے؛ ادائیگی فراہم کنندہ کی تصدیق ہوتے ہی مرحلے میں رقم جمع ہو جائے گی۔`)
};

/**
* | output |
* | --- |
* | "Your payment is being processed; the milestone is funded as soon as the provider confirms it." |
*
* @param {Contracts_Payment_PendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_pending = /** @type {((inputs?: Contracts_Payment_PendingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Payment_PendingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_payment_pending(inputs)
	return en_contracts_payment_pending(inputs)
});