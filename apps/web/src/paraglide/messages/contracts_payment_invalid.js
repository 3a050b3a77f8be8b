/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Payment_InvalidInputs */

const en_contracts_payment_invalid = /** @type {(inputs: Contracts_Payment_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not verify the payment provider’s answer, so nothing was funded. If money left your account, contact support.`)
};

const ur_contracts_payment_invalid = /** @type {(inputs: Contracts_Payment_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہم ادائیگی فراہم کنندہ کے جواب کی تصدیق نہیں کر سکے، اس لیے کوئی رقم جمع نہیں ہوئی۔ اگر آپ کے اکاؤنٹ سے رقم کٹ گئی ہو تو سپورٹ سے رابطہ کریں۔`)
};

/**
* | output |
* | --- |
* | "We could not verify the payment provider’s answer, so nothing was funded. If money left your account, contact support." |
*
* @param {Contracts_Payment_InvalidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_invalid = /** @type {((inputs?: Contracts_Payment_InvalidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Payment_InvalidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_payment_invalid(inputs)
	return en_contracts_payment_invalid(inputs)
});